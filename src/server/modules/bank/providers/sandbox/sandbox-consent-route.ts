import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/db';
import { answerSandboxLink, findSandboxLink } from './sandbox-links';
import { sandboxInstitutions } from './sandbox-institutions';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox bank's consent page. Like a real bank it asks the user to allow read-only
 * access, then sends the browser back to the app's redirect URL. It says plainly that the
 * bank is simulated. No script (the CSP allows none inline): a plain form post.
 */
export function registerSandboxConsent(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>('/sandbox-bank/consent/:id', async (req, reply) => {
    const link = await findSandboxLink(db, req.params.id);
    if (!link) return reply.code(404).type('text/html').send(page('Link not found', '<p>This sandbox bank link does not exist or was removed.</p>'));
    const bank = sandboxInstitutions.find((i) => i.id === link.institution_id)?.name ?? 'Sandbox bank';
    const action = `/sandbox-bank/consent/${encodeURIComponent(link.id)}`;
    return reply.type('text/html').send(
      page(
        `${bank}: allow access`,
        `<p class="badge">Simulated bank: no real bank is contacted and no real money is shown.</p>
        <h1>${escape(bank)}</h1>
        <p>Plain Sight would like read-only access to your account details, balances and up to 24 months of transactions for 90 days.</p>
        <p>It cannot move money or make payments.</p>
        <form method="post" action="${action}">
          <button name="choice" value="allow" class="primary">Allow access</button>
          <button name="choice" value="deny">Cancel</button>
        </form>`,
      ),
    );
  });

  app.post<{ Params: { id: string }; Body: { choice?: string } }>('/sandbox-bank/consent/:id', async (req, reply) => {
    const allow = req.body?.choice === 'allow';
    const link = await answerSandboxLink(db, req.params.id, allow);
    if (!link) return reply.code(409).type('text/html').send(page('Already answered', '<p>This consent was already given or refused.</p>'));
    return reply.redirect(link.redirect_url, 303);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
.badge{background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:.5rem;font-size:.9rem}
button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;cursor:pointer}
button.primary{background:#0f766e;color:#fff;border-color:#0f766e}</style></head><body>${body}</body></html>`;
}
