// What a file is, from its bytes (never its name alone): refusals first, so a spreadsheet or a
// PDF gets told what to download instead, then the text formats by their opening lines.
import { decodeText, type DecodedText } from './decode';
import { looksLikeHtmlTable } from './html-table';
import { looksLikeOfx, isQfx } from './ofx';
import { looksLikeQif } from './qif';
import { DAMAGED_ADVICE, INVESTMENT_MESSAGE } from './refusal';
import { looksLikeSantanderTxt } from './santander-txt';
import type { RefusalCode, StatementFormat } from './types';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export { MAX_ROWS } from './types';

const WHAT_TO_DOWNLOAD = 'In your online banking, look for "Export" or "Download transactions" and choose CSV, OFX, QFX or QIF.';

export const REFUSALS: Record<RefusalCode, string> = {
  empty: `This file is empty. ${WHAT_TO_DOWNLOAD}`,
  'no-transactions': 'This file has no transactions in it. Check the dates you chose when you downloaded it from your bank.',
  'too-large': `This file is larger than 10 MB. Download a shorter date range from your bank, a few months at a time. ${WHAT_TO_DOWNLOAD}`,
  'too-many-rows': `This file has more than 100,000 transactions. Download a shorter date range from your bank, a few months at a time.`,
  spreadsheet: `This is an Excel spreadsheet, which we cannot read. ${WHAT_TO_DOWNLOAD} Or open it in your spreadsheet app and save it as CSV.`,
  pdf: `This is a PDF statement, which cannot be read reliably. ${WHAT_TO_DOWNLOAD}`,
  unreadable: `This file is not a bank export we can read. ${WHAT_TO_DOWNLOAD}`,
  'mapping-mismatch': 'The columns in this file are not the ones saved for this account. Please map the columns again.',
  markup: `This file is XML or SGML but not an OFX statement, so it has no columns to map. ${WHAT_TO_DOWNLOAD}`,
  investment: INVESTMENT_MESSAGE,
  'bank-error': 'This file is an error message from your bank, not a statement. Download your transactions again.',
  damaged: `This file cannot be read. ${DAMAGED_ADVICE}`,
};

export type Detection = { status: 'refused'; code: RefusalCode; message: string } | { status: 'detected'; format: StatementFormat; decoded: DecodedText };

export function refuse(code: RefusalCode): { status: 'refused'; code: RefusalCode; message: string } {
  return { status: 'refused', code, message: REFUSALS[code] };
}

export function detectFormat(bytes: Uint8Array, fileName = ''): Detection {
  if (bytes.length > MAX_FILE_BYTES) return refuse('too-large');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return refuse('spreadsheet');
  // The old binary .xls (an OLE compound file).
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return refuse('spreadsheet');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return refuse('pdf');
  const decoded = decodeText(bytes);
  if (decoded.text.trim() === '') return refuse('empty');
  // NUL bytes in text that is not UTF-16 mean a binary file of some other kind.
  if (decoded.text.includes('\u0000')) return refuse('unreadable');
  const text = decoded.text;
  if (looksLikeOfx(text)) {
    return { status: 'detected', format: isQfx(text) || /\.qfx$/i.test(fileName) ? 'qfx' : 'ofx', decoded };
  }
  if (looksLikeQif(text)) return { status: 'detected', format: 'qif', decoded };
  if (looksLikeSantanderTxt(text)) return { status: 'detected', format: 'santander-txt', decoded };
  if (looksLikeHtmlTable(text)) return { status: 'detected', format: 'html-table', decoded };
  // Markup that is neither OFX nor a table (an XML or SGML export of some other kind) has no
  // columns: offering to map them would show tags as cells.
  if (looksLikeMarkup(text)) return refuse('markup');
  return { status: 'detected', format: 'csv', decoded };
}

function looksLikeMarkup(text: string): boolean {
  return /^\s*<(?:\?xml|!DOCTYPE|[A-Za-z][A-Za-z0-9._:-]*(?:\s[^>]*)?>)/i.test(text.slice(0, 1024));
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}
