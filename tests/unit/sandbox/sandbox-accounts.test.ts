import { describe, expect, it } from 'vitest';
import { sandboxAccounts } from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import { ibanIsValid } from '../../../src/server/modules/bank/providers/sandbox/sandbox-iban';
import { sandboxInstitutions } from '../../../src/server/modules/bank/providers/sandbox/sandbox-institutions';
import { JOINT_SEED, SEEDS, SINGLE_SEED } from './sandbox-fixtures';

const SAVINGS_WORDS = /save|saver|savings|isa|deposit/i;

/** ISO 13616 check, written apart from the code under test: move 4 chars, letters to numbers, mod 97. */
function mod97(iban: string): bigint {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...moved].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  return BigInt(digits) % 97n;
}

describe('sandbox institutions', () => {
  it('are about a dozen clearly simulated banks with unique ids and no logos', () => {
    expect(sandboxInstitutions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(sandboxInstitutions.map((i) => i.id)).size).toBe(sandboxInstitutions.length);
    for (const institution of sandboxInstitutions) {
      expect(institution.name).toMatch(/\(simulated\)$/);
      expect(institution.id).toMatch(/^SANDBOX_[A-Z_]+_GB$/);
      expect(institution.logo).toBeNull();
      expect(institution.maxAccessValidForDays).toBe(90);
    }
  });

  it('include some with under 90 days of history for the "90 days or more" filter', () => {
    const short = sandboxInstitutions.filter((i) => i.transactionTotalDays < 90);
    expect(short.map((i) => i.transactionTotalDays).sort()).toEqual([30, 60]);
    expect(sandboxInstitutions.filter((i) => i.transactionTotalDays >= 540).length).toBe(sandboxInstitutions.length - 2);
  });
});

describe('sandbox accounts', () => {
  it('are the same for the same seed and differ between seeds', () => {
    expect(sandboxAccounts(JOINT_SEED)).toEqual(sandboxAccounts(JOINT_SEED));
    expect(sandboxAccounts(JOINT_SEED)[0]?.accountId).not.toBe(sandboxAccounts(SINGLE_SEED)[0]?.accountId);
  });

  it('are a current and a savings account, with a joint account for some links', () => {
    expect(sandboxAccounts(JOINT_SEED).map((a) => a.role)).toEqual(['current', 'savings', 'joint']);
    expect(sandboxAccounts(SINGLE_SEED).map((a) => a.role)).toEqual(['current', 'savings']);
    const counts = new Set(Array.from({ length: 40 }, (_, i) => sandboxAccounts(`count-${i}`).length));
    expect(counts).toEqual(new Set([2, 3]));
  });

  it('name savings products as savings and current products not', () => {
    for (let i = 0; i < 40; i++) {
      for (const account of sandboxAccounts(`product-${i}`)) {
        if (account.role === 'savings') {
          expect(account.product).toMatch(SAVINGS_WORDS);
          expect(account.cashAccountType).toBe('SVGS');
        } else {
          expect(account.product).not.toMatch(SAVINGS_WORDS);
          expect(account.cashAccountType).toBe('CACC');
        }
      }
    }
  });

  it('have UK details and an IBAN built from them with valid check digits', () => {
    for (const seed of [...SEEDS, ...Array.from({ length: 30 }, (_, i) => `iban-${i}`)]) {
      for (const account of sandboxAccounts(seed)) {
        expect(account.accountId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(account.currency).toBe('GBP');
        expect(account.sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
        expect(account.accountNumber).toMatch(/^\d{8}$/);
        expect(account.iban).toBe(`${account.iban?.slice(0, 4)}SBOX${account.sortCode?.replaceAll('-', '')}${account.accountNumber}`);
        expect(account.iban).toMatch(/^GB\d{2}SBOX\d{14}$/);
        expect(mod97(account.iban ?? '')).toBe(1n);
        expect(ibanIsValid(account.iban ?? '')).toBe(true);
        expect(account.name).toBeTruthy();
        expect(account.ownerName).toBeTruthy();
        expect(account.raw).toMatchObject({ resourceId: account.accountId, iban: account.iban, product: account.product });
      }
    }
  });

  it('give every account of a link its own id and number', () => {
    const accounts = sandboxAccounts(JOINT_SEED);
    expect(new Set(accounts.map((a) => a.accountId)).size).toBe(3);
    expect(new Set(accounts.map((a) => a.iban)).size).toBe(3);
  });

  it('spot a wrong IBAN check digit', () => {
    expect(ibanIsValid('GB82WEST12345698765432')).toBe(true); // the ISO 13616 example
    expect(ibanIsValid('GB83WEST12345698765432')).toBe(false);
  });
});
