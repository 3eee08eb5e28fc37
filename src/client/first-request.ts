// Home's first figures, asked for by the entry itself (decision 031): the app's code takes a
// phone on a slow network a second or more to arrive, and the figures' request waited for it
// (the largest paint, Home's salary question, waits for that request). So main.tsx sends the
// very request the app's first load makes (routes/first-load.ts: the session check and the
// page's first queries, one tRPC batch) as soon as it runs, and tRPC's fetch takes its answer
// instead of asking again. No imports here: this module is part of the entry.

/** The first load's tRPC batch for each page that has one, exactly as tRPC writes it. */
const FIRST_REQUESTS: Record<string, string> = {
  '/dashboard': '/trpc/auth.session,dashboard.overview,bills.summary,dashboard.leftToSpend,payday.get,transactions.hasBank?batch=1&input=%7B%7D',
};

let early: { url: string; response: Promise<Response> } | undefined;

/** On a signed-in page's first load (the HTML holds the shell's skeleton), its data's request starts now. */
export function startFirstRequest() {
  const url = FIRST_REQUESTS[window.location.pathname];
  if (!url || !document.querySelector('[data-app-skeleton]')) return;
  const response = fetch(url);
  // Unused (the app asked for something else), its failure is nobody's concern.
  response.catch(() => undefined);
  early = { url, response };
}

/** Once the first page is loaded: a later request is always sent afresh. */
export function dropFirstRequest() {
  early = undefined;
}

/** tRPC's fetch: the early request's answer for the same request, once; otherwise a new one. */
export const fetchFirstOrNew: typeof fetch = (input, init) => {
  const taken = early;
  if (taken && typeof input === 'string' && input === taken.url && (init?.method ?? 'GET') === 'GET') {
    early = undefined;
    return taken.response;
  }
  return fetch(input, init);
};
