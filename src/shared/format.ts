/** '21 Nov 2026, 09:05' in en-GB, London time. */
export function formatDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(value));
}
