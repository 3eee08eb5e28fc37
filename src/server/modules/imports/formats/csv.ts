// An RFC 4180 reader that remembers where each record starts (errors name a line) and keeps
// what banks actually send: ragged rows, a space before an opening quote (NatWest writes
// `Date, Type, ...`), stray quotes inside unquoted cells, CR, LF or CRLF line ends.

import { STEP_ROWS, runSteps, type Steps } from './steps';

export type CsvRecord = { line: number; cells: string[] };

export function readCsv(text: string, delimiter = ','): CsvRecord[] {
  return runSteps(readCsvSteps(text, delimiter));
}

/** readCsv, yielding every STEP_ROWS records. */
export function* readCsvSteps(text: string, delimiter = ','): Steps<CsvRecord[]> {
  const records: CsvRecord[] = [];
  let nextPause = STEP_ROWS;
  const n = text.length;
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    // A record of one empty cell is a blank line: nothing to keep.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i <= n) {
    // At the start of a cell. Whitespace then a quote opens a quoted cell (NatWest).
    let j = i;
    while (j < n && (text[j] === ' ' || text[j] === '\t') && text[j] !== delimiter) j++;
    let cell: string;
    if (text[j] === '"') {
      cell = '';
      i = j + 1;
      for (;;) {
        const q = text.indexOf('"', i);
        const chunk = text.slice(i, q < 0 ? n : q);
        line += countLineEnds(chunk);
        cell += chunk;
        if (q < 0) {
          i = n;
          break;
        }
        if (text[q + 1] === '"') {
          cell += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept, bar spaces.
      const after = i;
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') i++;
      cell += text.slice(after, i).replace(/[ \t]/g, '');
    } else {
      const from = i;
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') i++;
      cell = text.slice(from, i);
    }
    cells.push(cell);
    if (i >= n) {
      endRecord();
      break;
    }
    if (text[i] === delimiter) {
      i++;
      continue;
    }
    // A line end: CRLF, LF or a lone CR.
    endRecord();
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line++;
    recordLine = line;
    if (i >= n) break;
    if (records.length >= nextPause) {
      nextPause += STEP_ROWS;
      yield;
    }
  }
  return records;
}

function countLineEnds(chunk: string): number {
  let count = 0;
  for (let k = 0; k < chunk.length; k++) {
    const c = chunk.charCodeAt(k);
    if (c === 10 || (c === 13 && chunk.charCodeAt(k + 1) !== 10)) count++;
  }
  return count;
}

/** Comma unless the first lines clearly use semicolons or tabs (some generic exports). */
export function guessDelimiter(text: string): string {
  const head = text.split(/\r\n|\n|\r/, 10).join('\n');
  const count = (d: string) => head.split(d).length - 1;
  const comma = count(',');
  const best = [';', '\t'].find((d) => count(d) > comma);
  return best ?? ',';
}
