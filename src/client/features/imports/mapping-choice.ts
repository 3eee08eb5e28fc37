// What the column-mapping step chooses and sends: one role per column select, pre-filled from
// the server's suggestion, and the mapping the chosen roles make (imports.preview and confirm's
// `mapping`, shared/schemas/imports.ts columnMapping). Kept apart from the form so the round
// trip (suggestion -> choice -> mapping) is tested without a browser.

export type Mapping = {
  header: string[] | null;
  date: number;
  description: number;
  amount?: number;
  moneyIn?: number;
  moneyOut?: number;
  balance?: number;
  /** The bank's own id for each row: a re-import then knows a row by it, whatever its text. */
  externalId?: number;
  /** A column saying CR or DR for the amount (some card statements). */
  marker?: number;
  invertSigns?: boolean;
};

export type Role = 'date' | 'description' | 'amount' | 'moneyIn' | 'moneyOut' | 'balance' | 'externalId' | 'marker';
export const ROLES: { role: Role; label: string; required?: boolean }[] = [
  { role: 'date', label: 'Date', required: true },
  { role: 'description', label: 'Description', required: true },
  { role: 'amount', label: 'Amount (money in and out in one column)' },
  { role: 'moneyIn', label: 'Money in' },
  { role: 'moneyOut', label: 'Money out' },
  { role: 'balance', label: 'Balance (optional)' },
  { role: 'externalId', label: 'Id (optional)' },
  { role: 'marker', label: 'CR / DR column (optional)' },
];
const OPTIONAL_ROLES = ['amount', 'moneyIn', 'moneyOut', 'balance', 'externalId', 'marker'] as const;

export type Choice = Partial<Record<Role, number>>;
export type Suggestion = Partial<Record<Role, number>> & { invertSigns?: boolean };

/** The selects' first values: the server's suggestion, every role it names. */
export function choiceFrom(suggestion: Suggestion | null | undefined): Choice {
  const choice: Choice = {};
  for (const { role } of ROLES) if (suggestion?.[role] !== undefined) choice[role] = suggestion[role];
  return choice;
}

/** Date, description and some amount column chosen. */
export function choiceReady(chosen: Choice): boolean {
  return (
    chosen.date !== undefined &&
    chosen.description !== undefined &&
    (chosen.amount !== undefined || chosen.moneyIn !== undefined || chosen.moneyOut !== undefined)
  );
}

/** The mapping to send, or null while the choice is not ready. */
export function mappingFrom(layout: { headerLine: number | null; header: string[] }, chosen: Choice, invert: boolean): Mapping | null {
  if (!choiceReady(chosen)) return null;
  const m: Mapping = { header: layout.headerLine === null ? null : layout.header, date: chosen.date!, description: chosen.description! };
  for (const role of OPTIONAL_ROLES) if (chosen[role] !== undefined) m[role] = chosen[role];
  if (invert) m.invertSigns = true;
  return m;
}
