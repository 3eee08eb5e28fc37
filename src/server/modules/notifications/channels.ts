import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Deps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import { guardedLookup, hostOf, isCallableAddress, isCallableUrl, type AddressPolicy } from '../../security/outgoing-address';

// Where a notification goes: e-mail (the app's mailer), an ntfy topic, a webhook. The ntfy
// topic's path and a webhook's path or query are secrets (whoever knows them can read or
// post): logs name only the scheme and host.

export type Outgoing = { kind: string; title: string; body: string; link: string };

const TIMEOUT_MS = 10_000;

type ChannelDeps = Pick<Deps, 'config'>;

/** 'https://ntfy.example.com' of 'https://ntfy.example.com/secret-topic?auth=...': what a log may show. */
export function loggableUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(not a URL)';
  }
}

/** Loopback only where the config allows it, and never in production whatever the config says. */
const loopbackAllowed = (deps: ChannelDeps) => deps.config.notify.allowLoopback && deps.config.env !== 'production';

const policyOf = (deps: ChannelDeps): AddressPolicy & { allowHosts: string[] } => ({
  allowLoopback: loopbackAllowed(deps),
  allowHosts: deps.config.notify.allowHosts,
});

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The address's shape: https, no user:password part; http only to this machine where loopback
 * is allowed (tests, development). Where it leads is judged by `isCallableChannelUrl`.
 */
export function isAllowedChannelUrl(deps: ChannelDeps, value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && loopbackAllowed(deps) && LOOPBACK_NAMES.has(hostOf(url));
  } catch {
    return false;
  }
}

/** Shape and destination: refused when the host is (or resolves to) an address inside the network. */
export async function isCallableChannelUrl(deps: ChannelDeps, value: string): Promise<boolean> {
  return isAllowedChannelUrl(deps, value) && (await isCallableUrl(new URL(value), policyOf(deps)));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Publishes to an ntfy topic URL (ntfy's documented 'POST the message to the topic URL'; the
 * title goes as the `title` query parameter, which takes any characters a header would not).
 * A protected topic's access token goes as `Authorization: Bearer <token>` (ntfy's access tokens).
 */
export async function sendNtfy(deps: ChannelDeps, topicUrl: string, message: Outgoing, token: string | null = null): Promise<void> {
  if (!isAllowedChannelUrl(deps, topicUrl)) throw new Error('ntfy address not allowed');
  const url = new URL(topicUrl);
  url.searchParams.set('title', oneLine(message.title));
  url.searchParams.set('click', message.link);
  await post(deps, url, { 'content-type': 'text/plain; charset=utf-8', ...(token ? { authorization: `Bearer ${token}` } : {}) }, message.body);
}

/** POSTs JSON { kind, title, body, link } to the person's webhook. */
export async function sendWebhook(deps: ChannelDeps, webhookUrl: string, message: Outgoing): Promise<void> {
  if (!isAllowedChannelUrl(deps, webhookUrl)) throw new Error('webhook address not allowed');
  await post(
    deps,
    new URL(webhookUrl),
    { 'content-type': 'application/json' },
    JSON.stringify({ kind: message.kind, title: oneLine(message.title), body: message.body, link: message.link }),
  );
}

/**
 * POSTs with node's own client, so the connection resolves the host through `guardedLookup`:
 * the address checked is the one connected to. A literal IP address is checked here (no lookup
 * runs for one). A host the self-hoster allowed by name is looked up as usual. Redirects are
 * never followed (node's client does not): a 3xx counts as a failure.
 */
function post(deps: ChannelDeps, url: URL, headers: Record<string, string>, body: string): Promise<void> {
  const policy = policyOf(deps);
  const host = hostOf(url);
  const allowedByName = policy.allowHosts.includes(host.replace(/\.$/, ''));
  if (!allowedByName && isIP(host) && !isCallableAddress(host, policy)) return Promise.reject(new Error('refused: inside a private network'));
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      reject(new Error(reason));
    };
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(allowedByName ? {} : { lookup: guardedLookup(policy) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        // The answer's body is not read: only its status matters.
        res.resume();
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) return fail(`answered HTTP ${status}`);
        settled = true;
        resolve();
      },
    );
    // Only the error's kind goes on (it is logged): messages can quote a header's value.
    req.on('error', (err: Error & { code?: string }) => {
      if (err.name === 'RefusedAddressError') fail('refused: inside a private network');
      else if (err.name === 'AbortError' || err.name === 'TimeoutError') fail('timed out');
      else fail('could not connect');
    });
    req.end(body);
  });
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
