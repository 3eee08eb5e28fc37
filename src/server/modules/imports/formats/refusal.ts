// A reader that finds deep inside a file that it cannot be read (a character reference that is
// no character, nesting no bank writes, an investment statement) throws this; parseStatement
// turns it into a refusal that says what the file is, which the preview shows and confirm
// answers as a 400. Never a 500 for something wrong with the person's file.
import type { RefusalCode } from './types';

export class StatementRefusal extends Error {
  /** An empty message means the code's usual one (REFUSALS in detect.ts). */
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'StatementRefusal';
  }
}

export const INVESTMENT_MESSAGE =
  'This is an investment statement (holdings and trades), which we do not read. We read the transactions of current accounts, savings and credit cards: download those from your bank as CSV, OFX, QFX or QIF.';

/** What a refusal for a damaged file ends with. */
export const DAMAGED_ADVICE = 'The file may be damaged: download it again from your bank.';
