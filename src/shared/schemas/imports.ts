import { z } from 'zod';
import { MAX_AMOUNT_PENCE } from '../limits';
import { decimalToPence } from '../money';
import { text } from './fields';

// Inputs of the imports.* procedures (issue 12). A statement file is sent once as raw bytes to
// POST /api/imports/upload (what the browser does: the encoding is detected from the bytes, and
// the server reads the body in chunks, docs/decisions/053) and named by its upload id; or it
// travels inside the call, as base64 of its bytes or as text (handy from a script). Either way
// at most 10 MB of file.

export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** base64 of MAX_IMPORT_FILE_BYTES bytes. */
const MAX_BASE64_CHARS = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4;
export const FILE_TOO_LARGE = 'This file is larger than 10 MB. Download a shorter date range from your bank, a few months at a time.';

const statementFile = z.union([
  z.object({
    base64: z
      .string()
      .max(MAX_BASE64_CHARS, FILE_TOO_LARGE)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file could not be read'),
  }),
  // Counted in characters; the server measures the bytes again after decoding.
  z.object({ text: z.string().max(MAX_IMPORT_FILE_BYTES, FILE_TOO_LARGE) }),
  // A file sent before to POST /api/imports/upload (the person's own, for a short while).
  z.object({ uploadId: z.uuid() }),
]);

/** POST /api/imports/upload?name=...: the file's name, as a person's computer gave it. */
export const uploadQuery = z.object({ name: text().max(255).optional() });

/** What POST /api/imports/upload answers. */
export type UploadAnswer = { uploadId: string; size: number; expiresAt: string };

const columnIndex = z.number().int().min(0).max(199);

/** Which column holds what, for a CSV whose layout is not one we know (zero-based indexes). */
export const columnMapping = z
  .object({
    header: z.array(z.string().max(200)).max(200).nullable(),
    date: columnIndex,
    description: columnIndex,
    amount: columnIndex.optional(),
    moneyIn: columnIndex.optional(),
    moneyOut: columnIndex.optional(),
    counterparty: columnIndex.optional(),
    externalId: columnIndex.optional(),
    balance: columnIndex.optional(),
    /** A column of its own saying CR (money in) or DR (money out), as some card statements have. */
    marker: columnIndex.optional(),
    invertSigns: z.boolean().optional(),
  })
  .refine((m) => m.amount !== undefined || m.moneyIn !== undefined || m.moneyOut !== undefined, {
    message: 'Please choose the amount column, or the money in and money out columns',
    path: ['amount'],
  });

const fileName = text().max(255).optional();

export const previewImportInput = z.object({
  file: statementFile,
  fileName,
  mapping: columnMapping.optional(),
  /** The account the rows would go into, to count what is already there. */
  accountId: z.uuid().optional(),
  /** Which of the file's accounts (a NatWest file can hold several); 0 for the first. */
  accountIndex: z.number().int().min(0).max(99).default(0),
});

const OPENING_BALANCE_TOO_LARGE = 'Please enter a balance between -£99,999,999.99 and £99,999,999.99';

/** Pounds as typed, e.g. '1,250.00' or '-35.10', within the app's one cap (MAX_AMOUNT_PENCE). */
const pounds = z
  .string()
  .trim()
  .max(20)
  .regex(/^-?£?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, { error: 'Please enter an amount in pounds, like 1,250.00', abort: true })
  .refine((text) => withinCap(text), OPENING_BALANCE_TOO_LARGE);

/** Whether pounds text (already in the pattern above) is at most MAX_AMOUNT_PENCE either way; 20 digits are past any safe integer, so digits are counted first. */
function withinCap(text: string): boolean {
  const whole = text
    .replace(/[-£,]/g, '')
    .split('.')[0]!
    .replace(/^0+(?=\d)/, '');
  return whole.length <= 8 && Math.abs(decimalToPence(text.replace('£', ''))) <= MAX_AMOUNT_PENCE;
}

const newManualAccount = z.object({
  name: text().trim().min(1, 'Please enter a name for the account').max(100, 'The name must be at most 100 characters'),
  institution: text().trim().min(1, 'Please enter the bank').max(100, 'The bank must be at most 100 characters'),
  type: z.enum(['current', 'savings', 'credit_card']),
  sortCode: z
    .string()
    .trim()
    .regex(/^(\d{2}-?\d{2}-?\d{2})?$/, 'Please enter a sort code like 12-34-56')
    .optional(),
  /** The balance before the file's first row; used when the file has no balance column. */
  openingBalance: pounds.optional(),
});

export const confirmImportInput = previewImportInput.extend({
  /** Chosen by the caller so it can follow the progress (imports.progress) while the call runs. */
  batchId: z.uuid().optional(),
  target: z.union([z.object({ accountId: z.uuid() }), z.object({ newAccount: newManualAccount })]),
  /** Keep a mapping given with the file for the account, so the next file needs no questions. */
  saveMapping: z.boolean().default(true),
});

export const batchIdInput = z.object({ batchId: z.uuid() });

export const listBatchesInput = z.object({ accountId: z.uuid().optional() }).default({});

export const saveMappingInput = z.object({ accountId: z.uuid(), mapping: columnMapping });
