import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { choiceFrom, choiceReady, mappingFrom, ROLES, type Choice, type Mapping } from './mapping-choice';

export type { Mapping } from './mapping-choice';

type NeedsMapping = Extract<inferRouterOutputs<AppRouter>['imports']['preview'], { status: 'needs-mapping' }>;

/** The column-mapping step for a CSV layout we do not know: one select per role, the first rows as a guide. */
export function MappingForm({ layout, onDone }: { layout: NeedsMapping; onDone: (m: Mapping) => void }) {
  const s = layout.suggestion;
  const [chosen, setChosen] = useState<Choice>(() => choiceFrom(s));
  const [invert, setInvert] = useState(s?.invertSigns ?? false);
  const columns = layout.header.map(
    (name, i) => `${name || `Column ${i + 1}`}${layout.sampleRows[0]?.cells[i] ? ` (e.g. ${layout.sampleRows[0].cells[i]})` : ''}`,
  );
  const ready = choiceReady(chosen);

  const submit = () => {
    const m = mappingFrom(layout, chosen, invert);
    if (m) onDone(m);
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
