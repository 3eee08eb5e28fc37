import { expect, it } from 'vitest';
import { isAllowedChannelUrl, loggableUrl } from '../../../src/server/modules/notifications/channels';
import { isQuiet, sendAfter } from '../../../src/server/modules/notifications/quiet-hours';
import { notificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { testConfig } from '../../support/test-config';

const base = {
  email: true,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: true, days: 3 },
  bankConsent: { on: true },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

it('quiet hours run in London time, across midnight, and through the clock change', () => {
  const night = { from: 22, to: 7 };
  // 21:59 and 07:00 GMT are outside; 22:00 and 06:59 inside.
  expect(isQuiet(new Date('2026-11-23T21:59:00Z'), night)).toBe(false);
  expect(isQuiet(new Date('2026-11-23T22:00:00Z'), night)).toBe(true);
  expect(isQuiet(new Date('2026-11-24T06:59:00Z'), night)).toBe(true);
  expect(isQuiet(new Date('2026-11-24T07:00:00Z'), night)).toBe(false);
  // In July London is UTC+1: 21:30 UTC is 22:30 there.
  expect(isQuiet(new Date('2026-07-01T21:30:00Z'), night)).toBe(true);
  // Held until 07:00 London: 06:00 UTC in summer, 07:00 UTC in winter.
  expect(sendAfter(new Date('2026-07-01T21:30:00Z'), night).toISOString()).toBe('2026-07-02T06:00:00.000Z');
  expect(sendAfter(new Date('2026-11-23T23:30:00Z'), night).toISOString()).toBe('2026-11-24T07:00:00.000Z');
  // The night the clocks go back (25 October 2026, 02:00 BST -> 01:00 GMT): 07:00 GMT.
  expect(sendAfter(new Date('2026-10-24T22:30:00Z'), night).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  // A daytime window, and none at all.
  expect(sendAfter(new Date('2026-11-23T13:15:00Z'), { from: 12, to: 14 }).toISOString()).toBe('2026-11-23T14:00:00.000Z');
  const noon = new Date('2026-11-23T12:00:00Z');
  expect(sendAfter(noon, null)).toBe(noon);
});

it('takes ntfy and webhook addresses over https only (http to loopback outside production), bounded, without credentials', () => {
  const parse = (url: string) => notificationSettingsInput.safeParse({ ...base, ntfyUrl: url }).success;
  expect(parse('https://ntfy.sh/my-topic')).toBe(true);
  expect(parse('http://127.0.0.1:8080/topic')).toBe(true);
  expect(parse('http://ntfy.sh/my-topic')).toBe(false);
  expect(parse('https://me:secret@ntfy.sh/my-topic')).toBe(false);
  expect(parse('javascript:alert(1)')).toBe(false);
  expect(parse(`https://ntfy.sh/${'x'.repeat(490)}`)).toBe(false);
  expect(notificationSettingsInput.parse({ ...base, ntfyUrl: '  ' }).ntfyUrl).toBeNull();

  const production = { config: testConfig({ env: 'production' }) };
  expect(isAllowedChannelUrl(production, 'http://127.0.0.1:8080/topic')).toBe(false);
  expect(isAllowedChannelUrl(production, 'https://ntfy.sh/topic')).toBe(true);
  expect(isAllowedChannelUrl({ config: testConfig() }, 'http://127.0.0.1:8080/topic')).toBe(true);
  // Logs show the host alone: the topic and a query's key are secrets.
  expect(loggableUrl('https://ntfy.example.com/secret-topic?auth=tk_abc')).toBe('https://ntfy.example.com');
});

it('bounds the ntfy access token: printable, no spaces or line breaks (it goes in a header), at most 200 characters', () => {
  const token = (ntfyToken: unknown) => notificationSettingsInput.safeParse({ ...base, ntfyToken });
  expect(token('tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2').data?.ntfyToken).toBe('tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2');
  expect(token('  tk_abc  ').data?.ntfyToken).toBe('tk_abc');
  // Left out keeps the saved one; null removes it.
  expect(notificationSettingsInput.parse(base).ntfyToken).toBeUndefined();
  expect(token(null).data?.ntfyToken).toBeNull();
  expect(token(`tk_${'a'.repeat(197)}`).success).toBe(true);
  for (const bad of [`tk_${'a'.repeat(198)}`, 'tk_abc\r\nX-Evil: 1', 'tk abc', '', 'tk_é', 42]) expect(token(bad).success, String(bad)).toBe(false);
});

it('bounds the other settings: 0 to 14 days, an amount up to £1,000,000 in pence, real hours', () => {
  expect(notificationSettingsInput.parse({ ...base, lowBalance: { on: true, below: '250.5' } }).lowBalance.below).toBe(25050);
  expect(notificationSettingsInput.safeParse({ ...base, lowBalance: { on: true, below: '' } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, lowBalance: { on: true, below: '1000000.01' } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, lowBalance: { on: true, below: '-5' } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, billDue: { on: true, days: 15 } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, billDue: { on: true, days: 1.5 } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, quietHours: { from: 22, to: 24 } }).success).toBe(false);
  expect(notificationSettingsInput.safeParse({ ...base, quietHours: { from: 7, to: 7 } }).success).toBe(false);
});
