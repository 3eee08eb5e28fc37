import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { unsubscribe, unsubscribeTarget } from './service';

// The unsubscribe link of notification mail: no sign-in needed, the link is signed.
// GET shows a button (mail scanners open links; a visit alone changes nothing); POST, from
// that button or from a mail client's one-click List-Unsubscribe-Post (RFC 8058, body
// 'List-Unsubscribe=One-Click'), turns notification e-mail off.

const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Plain Sight</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const tokenOf = (query: unknown): string => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length <= 1000 ? token : '';
};

const invalid = (reply: FastifyReply) =>
  page(reply, 400, 'This link does not work', '<p>Please turn notification emails off in Settings &gt; Notifications instead.</p>');

/** A link of ours past its 60 days (decision 041): it says so, and where to go instead. */
const expired = (reply: FastifyReply) =>
  page(
    reply,
    410,
    'This link has expired',
    '<p>Unsubscribe links work for 60 days. You can turn notification emails off in <a href="/settings/notifications">Settings &gt; Notifications</a>.</p>',
  );

export async function registerUnsubscribeRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    // The one-click body carries nothing we need (the token is in the address): read and drop it.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, null));

    scope.get(UNSUBSCRIBE_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const target = unsubscribeTarget(deps, token);
      if (target === 'expired') return expired(reply);
      if (!target) return invalid(reply);
      return page(
        reply,
        200,
        'Stop notification emails?',
        `<p>You will get no more notification emails from Plain Sight. You can turn them back on in Settings &gt; Notifications.</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop notification emails</button></form>`,
      );
    });

    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const outcome = await unsubscribe(deps, tokenOf(req.query));
      if (outcome === 'expired') return expired(reply);
      if (outcome === 'invalid') return invalid(reply);
      return page(
        reply,
        200,
        'You are unsubscribed',
        '<p>You will get no more notification emails. You can turn them back on in Settings &gt; Notifications.</p>',
      );
    });
  });
}
