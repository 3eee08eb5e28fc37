// The forecast in plain words (issue 27), for the dashboard and the warning alike.

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Fri 4 Dec' for '2026-12-04'. */
export function forecastDay(day: string): string {
  return DAY.format(new Date(`${day}T12:00:00Z`));
}

/** A share of paths (0 to 1) as words a person reads at a glance: 'unlikely (about 10%)'. */
export function chanceWords(share: number): string {
  const pct = Math.round(share * 20) * 5;
  if (share < 0.05) return 'very unlikely (under 5%)';
  if (share > 0.95) return 'almost certain (over 95%)';
  if (share < 0.35) return `unlikely (about ${pct}%)`;
  if (share <= 0.65) return `about as likely as not (about ${pct}%)`;
  return `likely (about ${pct}%)`;
}

/** Pence to whole pounds for "about £X" (a forecast is never to the penny unless the weeks are). */
export function aboutPounds(pence: number): string {
  const pounds = Math.round(pence / 100);
  return `${pounds < 0 ? '-' : ''}£${Math.abs(pounds).toLocaleString('en-GB')}`;
}
