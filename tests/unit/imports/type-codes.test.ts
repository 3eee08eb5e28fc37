// The bank's type code column of a CSV (Lloyds' Transaction Type, NatWest's Type, Nationwide's
// Transaction type, Starling's Type) travels with the imported row as its proprietary code,
// so the categoriser and bill detection read an imported row as they read a synced one.
//
// By hand, from the categoriser's code table (src/shared/categories/provider-codes.ts):
//   BGC is a Bacs credit: money in from a payee nothing else names is pay, 'salary' (source
//     'provider'); with no code the same credit is 'uncategorised'.
//   DD is a direct debit: it names no category (uncategorised either way), but bill detection
//     reads it as a direct debit (bank-codes.ts codedBillType), which it cannot without it.
//   CPT is a cash machine: money out is 'cash'; with no code, 'uncategorised'.
import { describe, expect, it } from 'vitest';
import { codedBillType } from '../../../src/shared/bank-bills/bank-codes';
import { categoriseForInsert, fromRules } from '../../../src/server/modules/categories/categorise-rows';
import { importedRow } from '../../../src/server/modules/imports/service';
import { TYPE_CODE_MAX_LENGTH } from '../../../src/server/modules/imports/formats/types';
import { parseText } from './support/fixtures';

const HEADER = 'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance';
const file = [
  HEADER,
  "02/11/2026,BGC,'30-91-74,12345678,KESTREL HOLDINGS ,,2000.00,2100.00",
  "03/11/2026, DD ,'30-91-74,12345678,KESTREL LEISURE ,25.00,,2075.00",
  "04/11/2026,CPT,'30-91-74,12345678,KESTREL ROAD 04NOV ,20.00,,2055.00",
].join('\n');

const sorter = fromRules([]);
/** A synced row of the same payment, with the bank's proprietary code. */
const synced = (r: { amountPence: number; description: string }, code: string | null) =>
  categoriseForInsert(sorter, {
    amount: r.amountPence,
    description: r.description,
    counterparty: null,
    bank_transaction_code: null,
    proprietary_code: code,
    raw_data: {},
  });

describe('type codes of imported rows', () => {
  const rows = parseText(file).accounts[0]!.rows;
  const [bgc, dd, cpt] = rows.map((r) => ({ row: r, stored: importedRow(r, 'GBP', sorter) }));

  it('keeps the column, trimmed', () => {
    expect(rows.map((r) => r.typeCode)).toEqual(['BGC', 'DD', 'CPT']);
    expect([bgc, dd, cpt].map((x) => x!.stored.proprietary_code)).toEqual(['BGC', 'DD', 'CPT']);
  });

  it('a BGC credit is salary, as a synced row with that code is', () => {
    expect(bgc!.stored).toMatchObject({ category_id: 'salary', category_source: 'provider' });
    expect(synced(bgc!.row, 'BGC')).toEqual({
      category_id: bgc!.stored.category_id,
      category_source: bgc!.stored.category_source,
      merchant_name: bgc!.stored.merchant_name,
    });
    expect(synced(bgc!.row, null).category_id).toBe('uncategorised');
  });

  it('a DD row is categorised as a synced DD row and reads as a direct debit to bill detection', () => {
    expect(synced(dd!.row, 'DD')).toEqual({
      category_id: dd!.stored.category_id,
      category_source: dd!.stored.category_source,
      merchant_name: dd!.stored.merchant_name,
    });
    expect(dd!.stored.category_id).toBe('uncategorised');
    const asBillInput = (code: string | null) =>
      codedBillType({ bankTransactionCode: null, proprietaryBankTransactionCode: code, description: dd!.row.description });
    expect(asBillInput(dd!.stored.proprietary_code)).toBe('directDebit');
    expect(asBillInput(null)).toBeNull();
  });

  it('a CPT withdrawal is cash, as a synced row with that code is', () => {
    expect(cpt!.stored).toMatchObject({ category_id: 'cash', category_source: 'provider' });
    expect(synced(cpt!.row, 'CPT').category_id).toBe('cash');
    expect(synced(cpt!.row, null).category_id).toBe('uncategorised');
  });

  it('NatWest, Nationwide and Starling keep theirs; a long cell is cut to the bound; a blank one is no code', () => {
    const natwest = parseText(
      'Date, Type, Description, Value, Balance, Account Name, Account Number\n05/11/2026, BAC, "\'ACME", 10.00, 10.00, "\'J", "\'600123-45678901"\n',
    );
    expect(natwest.accounts[0]!.rows[0]!.typeCode).toBe('BAC');
    const nationwide = parseText(
      '"Date","Transaction type","Description","Paid out","Paid in","Balance"\n"05 Nov 2026","Direct debit","BRITISH GAS","£10.00","","£90.00"\n',
    );
    expect(nationwide.accounts[0]!.rows[0]!.typeCode).toBe('Direct debit');
    const starling = parseText(
      'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP)\n05/11/2026,Acme,PAY,FASTER PAYMENT,10.00,10.00\n06/11/2026,Acme,PAY,,10.00,20.00\n',
    );
    expect(starling.accounts[0]!.rows.map((r) => r.typeCode)).toEqual(['FASTER PAYMENT', undefined]);
    const long = 'X'.repeat(50);
    const lloyds = parseText(`${HEADER}\n02/11/2026,${long},'30-91-74,12345678,SHOP ,1.00,,99.00\n`);
    expect(lloyds.accounts[0]!.rows[0]!.typeCode).toBe('X'.repeat(TYPE_CODE_MAX_LENGTH));
  });
});
