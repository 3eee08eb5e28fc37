import type { Deps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import { isLoopbackHttp } from '../../../shared/schemas/notifications';

// Where a notification goes: e-mail (the app's mailer), an ntfy topic, a webhook. The ntfy
// topic's path and a webhook's path or query are secrets (whoever knows them can read or
// post): logs name only the scheme and host.

export type Outgoing = { kind: string; title: string; body: string; link: string };

const TIMEOUT_MS = 10_000;

/** 'https://ntfy.example.com' of 'https://ntfy.example.com/secret-topic?auth=...': what a log may show. */
export function loggableUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(not a URL)';
  }
}

/** https, or http to this machine outside production (tests, development). */
export function isAllowedChannelUrl(deps: Pick<Deps, 'config'>, value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return deps.config.env !== 'production' && isLoopbackHttp(value);
  } catch {
    return false;
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Publishes to an ntfy topic URL (ntfy's documented 'POST the message to the topic URL'; the
 * title goes as the `title` query parameter, which takes any characters a header would not).
 * A protected topic's access token goes as `Authorization: Bearer <token>` (ntfy's access tokens).
 */
export async function sendNtfy(deps: Pick<Deps, 'config'>, topicUrl: string, message: Outgoing, token: string | null = null): Promise<void> {
  if (!isAllowedChannelUrl(deps, topicUrl)) throw new Error('ntfy address not allowed');
  const url = new URL(topicUrl);
  url.searchParams.set('title', oneLine(message.title));
  url.searchParams.set('click', message.link);
  await post(url, { 'content-type': 'text/plain; charset=utf-8', ...(token ? { authorization: `Bearer ${token}` } : {}) }, message.body);
}

/** POSTs JSON { kind, title, body, link } to the person's webhook. */
export async function sendWebhook(deps: Pick<Deps, 'config'>, webhookUrl: string, message: Outgoing): Promise<void> {
  if (!isAllowedChannelUrl(deps, webhookUrl)) throw new Error('webhook address not allowed');
  await post(
    new URL(webhookUrl),
    { 'content-type': 'application/json' },
    JSON.stringify({ kind: message.kind, title: oneLine(message.title), body: message.body, link: message.link }),
  );
}

async function post(url: URL, headers: Record<string, string>, body: string): Promise<void> {
  let response: Response;
  try {
    // No redirects: a 3xx must not carry the message (or our request) somewhere else.
    response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    // Only the error's kind goes on (it is logged): fetch's messages can quote a header's value.
    throw new Error(err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not connect');
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) throw new Error(`answered HTTP ${response.status}`);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The notification as mail, with a one-click unsubscribe link in the text and in the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
 */
export function notificationMail(to: string, firstName: string | null, message: Outgoing, unsubscribeUrl: string): MailMessage {
  const greeting = `Hello ${firstName?.trim() || 'there'},`;
  const paragraphs = [greeting, ...message.body.split('\n\n')];
  const footer = `You get this because notifications are on in Plain Sight. Stop these emails: ${unsubscribeUrl}`;
  const text = [...paragraphs, `Open Plain Sight: ${message.link}`, '', footer, 'Plain Sight: your money, in plain sight'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(message.link)}">Open Plain Sight</a></p>`,
    `<p style="color:#64748b">You get this because notifications are on in Plain Sight. <a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a></p>`,
  ].join('\n');
  return {
    to,
    subject: oneLine(message.title),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
