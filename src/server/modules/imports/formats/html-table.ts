// Santander's web "XLS" download is an HTML table saved with an .xls name. Its rows become the
// same records a CSV gives, so the layouts (and the user's mapping) apply unchanged.
// Read in one pass over the tags that never looks back (linear in the file's size), yielding
// every STEP_TAGS tags (docs/decisions/039-parsing-stays-linear-and-yields.md).
import type { CsvRecord } from './csv';
import { BadCharacterReference, decodeEntities } from './entities';
import { lineCounter } from './lines';
import { StatementRefusal } from './refusal';
import type { Steps } from './steps';

const STEP_TAGS = 5_000;
const TAG_NAME = /^(\/?)([A-Za-z][A-Za-z0-9]*)/;

export function looksLikeHtmlTable(text: string): boolean {
  const head = text.slice(0, 4096).toLowerCase();
  return head.includes('<table') || (head.includes('<html') && /<table/i.test(text));
}

/**
 * The table's rows as records: a row runs from its `<tr>` to the next `<tr>`, `</tr>` or
 * `</table>`, a cell from its `<td>` or `<th>` to the next cell or the row's end; other tags
 * inside a cell are a space. Rows with only empty cells are left out.
 */
export function* readHtmlTableSteps(text: string): Steps<CsvRecord[]> {
  const n = text.length;
  const lineAt = lineCounter(text);
  const records: CsvRecord[] = [];
  let row: CsvRecord | null = null;
  let cell: string[] | null = null;
  let nextGt = -2;
  const gtFrom = (from: number) => (nextGt !== -1 && nextGt < from ? (nextGt = text.indexOf('>', from)) : nextGt);

  const endCell = () => {
    if (row && cell) row.cells.push(cellText(cell.join(''), row.line));
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (row && row.cells.some((c) => c !== '')) records.push(row);
    row = null;
  };

  let i = 0;
  let tags = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (cell && textEnd > i) cell.push(text.slice(i, textEnd));
    if (lt < 0) break;
    if (++tags % STEP_TAGS === 0) yield;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const gt = gtFrom(lt + 1);
    // No '>' after this '<': no tag can follow.
    if (gt < 0) {
      if (cell) cell.push(text.slice(lt));
      break;
    }
    // The name is read from a short slice: the tag's attributes may be long.
    const name = TAG_NAME.exec(text.slice(lt + 1, Math.min(gt, lt + 12)));
    i = gt + 1;
    if (!name) {
      // '<' then something that is no tag name, e.g. 'a < b': the '<' is text.
      if (cell) cell.push('<');
      i = lt + 1;
      continue;
    }
    const tag = name[2]!.toLowerCase();
    const closing = name[1] === '/';
    if (tag === 'tr' && !closing) {
      endRow();
      row = { line: lineAt(lt), cells: [] };
    } else if ((tag === 'td' || tag === 'th') && !closing) {
      endCell();
      if (row) cell = [];
    } else if ((tag === 'tr' && closing) || (tag === 'table' && closing)) {
      endRow();
    } else if ((tag === 'td' || tag === 'th') && closing) {
      endCell();
    } else if (cell) {
      cell.push(' ');
    }
  }
  endRow();
  return records;
}

function cellText(html: string, line: number): string {
  let text: string;
  try {
    text = decodeEntities(html);
  } catch (error) {
    if (!(error instanceof BadCharacterReference)) throw error;
    throw new StatementRefusal(
      'damaged',
      `This file has "${error.reference}" in the row on line ${line}, which stands for no character. The file may be damaged: download it again from your bank.`,
    );
  }
  return text.replace(/\s+/g, ' ').trim();
}
