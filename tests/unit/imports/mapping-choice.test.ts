// The mapping step's round trip: the server's suggestion for an unknown layout fills the
// client's selects, the chosen roles make the mapping the client sends (checked by the shared
// schema), and the file read with it keeps every role, the row's own id included.
import { describe, expect, it } from 'vitest';
import { choiceFrom, mappingFrom, ROLES } from '../../../src/client/features/imports/mapping-choice';
import { parseStatement } from '../../../src/server/modules/imports/formats';
import { columnMapping } from '../../../src/shared/schemas/imports';

// 'Posted On' is no layout's date column, so the file needs a mapping. By hand, from the header
// names (suggest-mapping.ts): date 0 ('posted'), description 1 ('narrative'), amount 2, id 3.
const file = Buffer.from('Posted On,Narrative,Amount,Id\n21/11/2026,GREGGS,-3.20,TX-001\n22/11/2026,REFUND SHOP,5.00,TX-002\n', 'utf8');

describe('the column-mapping step', () => {
  const first = parseStatement(file);
  if (first.status !== 'needs-mapping') throw new Error(`expected needs-mapping, got ${first.status}`);
  const layout = first.unknownLayout;

  it('offers an optional id column', () => {
    expect(ROLES.find((r) => r.role === 'externalId')).toEqual({ role: 'externalId', label: 'Id (optional)' });
  });

  it("keeps the suggestion's id column through to the rows' keys", () => {
    expect(layout.suggestion).toEqual({ header: ['Posted On', 'Narrative', 'Amount', 'Id'], date: 0, description: 1, amount: 2, externalId: 3 });
    const chosen = choiceFrom(layout.suggestion);
    expect(chosen).toEqual({ date: 0, description: 1, amount: 2, externalId: 3 });
    const mapping = mappingFrom(layout, chosen, false);
    expect(mapping).toEqual({ header: ['Posted On', 'Narrative', 'Amount', 'Id'], date: 0, description: 1, amount: 2, externalId: 3 });
    const sent = columnMapping.parse(mapping);
    const read = parseStatement(file, { mapping: sent });
    if (read.status !== 'parsed') throw new Error(`expected parsed, got ${read.status}`);
    expect(read.accounts[0]!.rows.map((r) => [r.date, r.amountPence, r.description, r.externalId, r.key])).toEqual([
      ['2026-11-21', -320, 'GREGGS', 'TX-001', 'id:TX-001'],
      ['2026-11-22', 500, 'REFUND SHOP', 'TX-002', 'id:TX-002'],
    ]);
  });

  it('an id set back to None is left out; no mapping until an amount column is chosen', () => {
    const chosen = { ...choiceFrom(layout.suggestion), externalId: undefined };
    expect(mappingFrom(layout, chosen, true)).toEqual({ header: layout.header, date: 0, description: 1, amount: 2, invertSigns: true });
    expect(mappingFrom(layout, { date: 0, description: 1, externalId: 3 }, false)).toBeNull();
  });
});
