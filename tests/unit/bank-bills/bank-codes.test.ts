import { describe, expect, it } from 'vitest';
import { codedBillType, isOwnAccountTransfer } from '../../../src/shared/bank-bills/bank-codes';

const codes = (bankTransactionCode: string | null, proprietaryBankTransactionCode: string | null, description: string | null = null) => ({
  bankTransactionCode,
  proprietaryBankTransactionCode,
  description,
});

describe('codedBillType', () => {
  it.each([
    [codes('PMNT-IDDT-ESDD', null), 'directDebit'],
    [codes('PMNT-IDDT-BBDD', null), 'directDebit'],
    [codes('PMNT-RDDT-ESDD', null), 'directDebit'],
    [codes(null, 'DIRECT DEBIT'), 'directDebit'],
    [codes(null, 'Direct_Debit'), 'directDebit'],
    [codes(null, 'DD'), 'directDebit'],
    [codes('PMNT-ICDT-STDO', null), 'standingOrder'],
    [codes(null, 'STANDING ORDER'), 'standingOrder'],
    [codes(null, 'SO'), 'standingOrder'],
    [codes(null, null, 'DD SKY DIGITAL 123456'), 'directDebit'],
    [codes(null, null, 'SKY DIGITAL D/D'), 'directDebit'],
    [codes(null, null, 'DIRECT DEBIT PAYMENT TO EE'), 'directDebit'],
    [codes(null, null, 'S/O LANDLORD'), 'standingOrder'],
    [codes(null, null, 'STO J SMITH'), 'standingOrder'],
    [codes(null, null, 'STANDING ORDER TO J SMITH'), 'standingOrder'],
  ] as const)('%j -> %s', (tx, type) => {
    expect(codedBillType(tx)).toBe(type);
  });

  it.each([
    codes('PMNT-CCRD-POSD', 'CARD PAYMENT'),
    codes('PMNT-ICDT-ESCT', 'FASTER PAYMENT'),
    codes(null, null, 'PADDINGTON STORE'), // 'DD' and 'STO' inside words
    codes(null, null, 'SO GOOD CAFE'), // a bare 'SO' in text is an English word
    codes('PMNT-CCRD-POSD', null, 'DD CLUB'), // the card code wins over the text
    codes(null, null, null),
  ])('%j is neither', (tx) => {
    expect(codedBillType(tx)).toBeNull();
  });
});

describe('isOwnAccountTransfer', () => {
  it.each([
    { counterparty: null, description: 'TRANSFER TO SAVINGS' },
    { counterparty: 'Transfer from current', description: null },
    { counterparty: 'MY ISA', description: 'to savings pot' },
    { counterparty: null, description: 'From Current Account' },
    { counterparty: null, description: 'OWN ACCOUNT TRANSFER' },
  ])('%j is a transfer', (tx) => {
    expect(isOwnAccountTransfer(tx)).toBe(true);
  });

  it.each([
    { counterparty: 'OCTOPUS ENERGY', description: 'DD 1234' },
    { counterparty: 'TOTAL SAVINGS SHOP', description: null },
    { counterparty: null, description: null },
  ])('%j is not', (tx) => {
    expect(isOwnAccountTransfer(tx)).toBe(false);
  });
});
