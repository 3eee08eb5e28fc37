import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';

type NeedsMapping = Extract<inferRouterOutputs<AppRouter>['imports']['preview'], { status: 'needs-mapping' }>;

export type Mapping = {
  header: string[] | null;
  date: number;
  description: number;
  amount?: number;
  moneyIn?: number;
  moneyOut?: number;
  balance?: number;
  invertSigns?: boolean;
};

type Role = 'date' | 'description' | 'amount' | 'moneyIn' | 'moneyOut' | 'balance';
const ROLES: { role: Role; label: string; required?: boolean }[] = [
  { role: 'date', label: 'Date', required: true },
  { role: 'description', label: 'Description', required: true },
  { role: 'amount', label: 'Amount (money in and out in one column)' },
  { role: 'moneyIn', label: 'Money in' },
  { role: 'moneyOut', label: 'Money out' },
  { role: 'balance', label: 'Balance (optional)' },
];

/** The column-mapping step for a CSV layout we do not know: one select per role, the first rows as a guide. */
export function MappingForm({ layout, onDone }: { layout: NeedsMapping; onDone: (m: Mapping) => void }) {
  const s = layout.suggestion;
  const [chosen, setChosen] = useState<Partial<Record<Role, number>>>({
    date: s?.date,
    description: s?.description,
    amount: s?.amount,
    moneyIn: s?.moneyIn,
    moneyOut: s?.moneyOut,
    balance: s?.balance,
  });
  const [invert, setInvert] = useState(s?.invertSigns ?? false);
  const columns = layout.header.map(
    (name, i) => `${name || `Column ${i + 1}`}${layout.sampleRows[0]?.cells[i] ? ` (e.g. ${layout.sampleRows[0].cells[i]})` : ''}`,
  );
  const ready =
    chosen.date !== undefined &&
    chosen.description !== undefined &&
    (chosen.amount !== undefined || chosen.moneyIn !== undefined || chosen.moneyOut !== undefined);

  const submit = () => {
    if (!ready) return;
    const m: Mapping = { header: layout.headerLine === null ? null : layout.header, date: chosen.date!, description: chosen.description! };
    for (const role of ['amount', 'moneyIn', 'moneyOut', 'balance'] as const) if (chosen[role] !== undefined) m[role] = chosen[role];
    if (invert) m.invertSigns = true;
    onDone(m);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {ROLES.map(({ role, label }) => (
          <div key={role} className="grid gap-2">
            <Label htmlFor={`map-${role}`}>{label}</Label>
            <NativeSelect
              id={`map-${role}`}
              value={chosen[role] ?? ''}
              onChange={(e) => setChosen({ ...chosen, [role]: e.target.value === '' ? undefined : Number(e.target.value) })}
            >
              <option value="">None</option>
              {columns.map((c, i) => (
                <option key={i} value={i}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="map-invert" checked={invert} onCheckedChange={(v) => setInvert(v === true)} />
        <Label htmlFor="map-invert">Positive amounts are money out (most credit cards)</Label>
      </div>
      <Button className="self-start" disabled={!ready} onClick={submit}>
        Read the file with these columns
      </Button>
    </div>
  );
}
