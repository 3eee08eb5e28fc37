import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventObject } from '../../support/fake-stripe/fake-stripe-objects';
import { startStripeHarness, type StripeHarness } from '../../support/fake-stripe/stripe-harness';

// Issue 16 item 15: a validly signed event whose content the app cannot apply answered with
// the raw error text (a TypeError, a column name). In production it now gets the app's one
// error body with the generic message; the detail goes to the log only.

const now = new Date('2026-03-10T12:00:00Z');
let h: StripeHarness;
beforeAll(async () => {
  h = await startStripeHarness({ clock: () => now, config: { env: 'production' } });
});
afterAll(() => h?.close());

it('answers a signed but malformed event with the generic message, echoing nothing', async () => {
  // A subscription event whose object has none of a subscription's fields.
  const malformed = eventObject('customer.subscription.updated', { id: 'sub_broken', object: 'subscription', customer: null, items: null }, now);
  const answer = await h.deliver(malformed);
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ error: { message: 'Something went wrong. Please try again.', data: { code: 'INTERNAL_SERVER_ERROR' } } });
  expect(JSON.stringify(answer.body)).not.toMatch(/TypeError|Cannot read|column|undefined/);
  // Not recorded as applied: Stripe's retry can still bring it once the app is fixed.
  expect(await h.app.db.selectFrom('stripe_events').select('id').where('id', '=', malformed.id).execute()).toEqual([]);
});
