// An RFC 4180 reader that remembers where each record starts (errors name a line) and keeps
// what banks actually send: ragged rows, a space before an opening quote (NatWest writes
// `Date, Type, ...`), stray quotes inside unquoted cells, CR, LF or CRLF line ends.

export type CsvRecord = { line: number; cells: string[] };

export function readCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;

  const endRecord = () => {
    cells.push(cell);
    // A record of one empty cell is a blank line: nothing to keep.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  while (i < n) {
    const c = text[i]!;
    if (cell === '' && (c === ' ' || c === '\t') && c !== delimiter) {
      // Whitespace then a quote opens a quoted cell; otherwise the whitespace is content.
      let j = i;
      while (j < n && (text[j] === ' ' || text[j] === '\t')) j++;
      if (text[j] === '"') {
        i = j;
        continue;
      }
    }
    if (c === '"' && cell === '') {
      i++;
      while (i < n) {
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) line++;
        cell += q;
        i++;
      }
      // Anything between the closing quote and the delimiter is kept, bar spaces.
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') {
        if (text[i] !== ' ' && text[i] !== '\t') cell += text[i];
        i++;
      }
      continue;
    }
    if (c === delimiter) {
      cells.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    cell += c;
    i++;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** Comma unless the first lines clearly use semicolons or tabs (some generic exports). */
export function guessDelimiter(text: string): string {
  const head = text.split(/\r\n|\n|\r/, 10).join('\n');
  const count = (d: string) => head.split(d).length - 1;
  const comma = count(',');
  const best = [';', '\t'].find((d) => count(d) > comma);
  return best ?? ',';
}
