import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// src/client/first-request.ts: the entry's early request for Home's first batch, and tRPC's
// fetch that takes its answer once.
const HOME_BATCH = '/trpc/auth.session,dashboard.overview,bills.summary,dashboard.leftToSpend,payday.get,transactions.hasBank?batch=1&input=%7B%7D';

async function load(pathname: string, skeleton: boolean) {
  vi.resetModules();
  const answers: Response[] = [];
  const fetchMock = vi.fn(async () => {
    const response = new Response(`{"n":${answers.length}}`);
    answers.push(response);
    return response;
  });
  vi.stubGlobal('window', { location: { pathname } });
  vi.stubGlobal('document', { querySelector: (selector: string) => (skeleton && selector === '[data-app-skeleton]' ? {} : null) });
  vi.stubGlobal('fetch', fetchMock);
  const module = await import('../../src/client/first-request');
  return { ...module, fetchMock, answers };
}

describe('first request', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("sends Home's first batch at once, and gives tRPC its answer for the same request, once", async () => {
    const { startFirstRequest, fetchFirstOrNew, fetchMock, answers } = await load('/dashboard', true);
    startFirstRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(HOME_BATCH);
    const first = await fetchFirstOrNew(HOME_BATCH, { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first).toBe(answers[0]);
    // The same request later (a refetch) goes to the server.
    const again = await fetchFirstOrNew(HOME_BATCH, { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(again).toBe(answers[1]);
  });

  it('sends a different request afresh, and keeps the early answer for its own', async () => {
    const { startFirstRequest, fetchFirstOrNew, fetchMock, answers } = await load('/dashboard', true);
    startFirstRequest();
    await fetchFirstOrNew('/trpc/auth.session?batch=1&input=%7B%7D', { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await fetchFirstOrNew(HOME_BATCH, { method: 'GET' })).toBe(answers[0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after the first page has loaded, nothing is taken', async () => {
    const { startFirstRequest, dropFirstRequest, fetchFirstOrNew, fetchMock } = await load('/dashboard', true);
    startFirstRequest();
    dropFirstRequest();
    await fetchFirstOrNew(HOME_BATCH, { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing on a page without a first batch, or without the skeleton (a prerendered page)', async () => {
    for (const [pathname, skeleton] of [
      ['/transactions', true],
      ['/', false],
      ['/dashboard', false],
    ] as const) {
      const { startFirstRequest, fetchMock } = await load(pathname, skeleton);
      startFirstRequest();
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });
});
