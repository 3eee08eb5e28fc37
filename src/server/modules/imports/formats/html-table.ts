// Santander's web "XLS" download is an HTML table saved with an .xls name. Its rows become the
// same records a CSV gives, so the layouts (and the user's mapping) apply unchanged.
import type { CsvRecord } from './csv';

export function looksLikeHtmlTable(text: string): boolean {
  const head = text.slice(0, 4096).toLowerCase();
  return head.includes('<table') || (head.includes('<html') && text.toLowerCase().includes('<table'));
}

export function readHtmlTable(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const rowPattern = /<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/table>|$)/gi;
  for (let m = rowPattern.exec(text); m; m = rowPattern.exec(text)) {
    const line = 1 + countNewlines(text, m.index);
    const cells = [...m[1]!.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)(?=<t[dh]\b|<\/tr>|$)/gi)].map((c) => cellText(c[1]!));
    if (cells.some((c) => c !== '')) records.push({ line, cells });
  }
  return records;
}

function cellText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&pound;/gi, '£')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#(\d+);/g, (_a, n: string) => String.fromCodePoint(Number(n)))
    .replace(/\s+/g, ' ')
    .trim();
}

function countNewlines(text: string, to: number): number {
  let n = 0;
  for (let i = 0; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
