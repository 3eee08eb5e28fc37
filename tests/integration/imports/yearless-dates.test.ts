// Issue 24: a NewDay card statement whose dates have no year ('05 Jan') is read through the real
// API against the day of the import, the app's clock (here 10 Jan 2027, London).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

const file = readFileSync(new URL('../../fixtures/imports/john-lewis-card-no-year.csv', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2027-01-10T12:00:00Z') });
});
afterAll(() => t?.close());

it('places the newest date on or before the day of the import, and December before January', async () => {
  const user = await signedInUser(t, 'newday-no-year');
  const preview = await user.client.trpc.imports.preview.mutate({ file: { base64: file.toString('base64') }, fileName: 'statement.csv' });
  // Newest row 05 Jan: on or before 10 Jan 2027, so 2027; 30 Dec, 15 Dec and 28 Nov come before
  // 2 Jan 2027, so 2026. Money out 67.40 + 2.80 + 12.00 + 9.99 = 92.19; in 100.00 (CR).
  expect(preview).toMatchObject({
    status: 'parsed',
    layout: 'newday',
    totalRows: 5,
    dateFrom: '2026-11-28',
    dateTo: '2027-01-05',
    moneyIn: 10000,
    moneyOut: 9219,
    errors: [],
  });
  if (preview.status !== 'parsed') return;
  expect(preview.rows.map((r) => r.date)).toEqual(['2027-01-05', '2027-01-02', '2026-12-30', '2026-12-15', '2026-11-28']);
});
