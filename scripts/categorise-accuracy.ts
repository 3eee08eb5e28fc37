// The categories accuracy table (issue 14): npx tsx scripts/categorise-accuracy.ts
// (a) share of the sandbox's booked transactions, over twelve households and 15 months,
//     that get a category other than Uncategorised (goal: at least 90%);
// (b) correct on the 200 hand-labelled lines, and on the 50 held out;
// (c) time per 100,000 categorisations: a sync's worth (payees repeat, so the memory
//     helps) and the worst case, every line a payee never seen before.
import { createCategoriser, type CategoriseInput } from '../src/shared/categories/categorise';
import { merchantName } from '../src/shared/categories/merchant-name';
import { HELD_OUT_SAMPLE } from '../tests/fixtures/categories/held-out-sample';
import { LABELLED_SAMPLE } from '../tests/fixtures/categories/labelled-sample';
import { labelledInput, scoreLabelled } from '../tests/unit/categories/support/labelled';
import { SANDBOX_SEEDS, sandboxInputs } from '../tests/unit/categories/support/sandbox-inputs';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const row = (label: string, value: string) => console.log(`| ${label.padEnd(58)} | ${value.padStart(22)} |`);

const sandbox = sandboxInputs();
const categorise = createCategoriser();
const missed = new Map<string, number>();
for (const t of sandbox) {
  if (categorise(t).source !== 'none') continue;
  const name = merchantName(t.counterparty ?? t.description ?? '');
  missed.set(name, (missed.get(name) ?? 0) + 1);
}
const missedCount = [...missed.values()].reduce((a, b) => a + b, 0);

// The same history once the person has set one rule per payee left over: the rules path.
const withRules = createCategoriser([...missed.keys()].map((merchant) => ({ merchant, categoryId: 'custom:chosen' })));
const sortedWithRules = sandbox.filter((t) => withRules(t).source !== 'none').length;

const labelled = scoreLabelled(LABELLED_SAMPLE);
const heldOut = scoreLabelled(HELD_OUT_SAMPLE);

function timePer100k(make: () => (t: CategoriseInput) => unknown, inputs: readonly CategoriseInput[]): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const fn = make();
    const start = performance.now();
    for (const t of inputs) fn(t);
    runs.push(((performance.now() - start) * 100_000) / inputs.length);
  }
  return runs.sort((a, b) => a - b)[2]!;
}
const syncLike = Array.from({ length: 100_000 }, (_, i) => sandbox[i % sandbox.length]!);
const allNew = Array.from({ length: 100_000 }, (_, i) => {
  const input = labelledInput(LABELLED_SAMPLE[i % LABELLED_SAMPLE.length]!);
  return { ...input, description: `${input.description} ${i}` };
});
const syncMs = timePer100k(() => createCategoriser(), syncLike);
const newMs = timePer100k(() => createCategoriser(), allNew);

console.log(`| ${'Measure'.padEnd(58)} | ${'Result'.padStart(22)} |`);
console.log(`|${'-'.repeat(60)}|${'-'.repeat(24)}|`);
row(
  `(a) sandbox sorted (${SANDBOX_SEEDS.length} households, ${sandbox.length} txns), goal 90%`,
  `${percent(sandbox.length - missedCount, sandbox.length)} (${sandbox.length - missedCount})`,
);
row('    ... with one person rule per payee left over', percent(sortedWithRules, sandbox.length));
row('(b) labelled sample correct', `${percent(labelled.correct, labelled.total)} (${labelled.correct}/${labelled.total})`);
row('    held-out sample correct (never tuned on)', `${percent(heldOut.correct, heldOut.total)} (${heldOut.correct}/${heldOut.total})`);
row('(c) time per 100k, sync-like (payees repeat)', `${syncMs.toFixed(0)} ms`);
row('    time per 100k, every payee new', `${newMs.toFixed(0)} ms`);
console.log('\nSandbox payees left Uncategorised:', [...missed].map(([name, n]) => `${name} (${n})`).join(', ') || 'none');
console.log('Labelled misses:', labelled.misses.map((m) => `'${m.description}' ${m.expected} -> ${m.got}`).join('; ') || 'none');
console.log('Held-out misses:', heldOut.misses.map((m) => `'${m.description}' ${m.expected} -> ${m.got}`).join('; ') || 'none');
