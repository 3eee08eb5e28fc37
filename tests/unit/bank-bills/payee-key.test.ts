import { describe, expect, it } from 'vitest';
import { billName } from '../../../src/shared/bank-bills/bill-name';
import { payeeKey, payeeKeyOf } from '../../../src/shared/bank-bills/payee-key';

describe('payeeKey', () => {
  it.each([
    ['NETFLIX.COM*12345', 'NETFLIX.COM'],
    ['Netflix.com*AB12CD34', 'NETFLIX.COM'],
    ['PAYPAL *SPOTIFY 1234', 'PAYPAL SPOTIFY'],
    ['CARD PAYMENT TO TESCO STORES 3217 ON 12/03', 'TESCO STORES'],
    ['CARD PAYMENT TO ZALOMIR FITNESS*XY1234 ON 2024-03-12', 'ZALOMIR FITNESS'],
    ['DD OCTOPUS ENERGY 12345678', 'OCTOPUS ENERGY'],
    ['D/D SKY DIGITAL', 'SKY DIGITAL'],
    ['THAMES WATER DDR', 'THAMES WATER'],
    ['SO  J   SMITH RENT', 'J SMITH RENT'],
    ['Octopus Energy Ltd', 'OCTOPUS ENERGY'],
    ['BT GROUP PLC', 'BT GROUP'],
    ['VIS 12MAR24 PRET A MANGER LONDON GB', 'PRET A MANGER LONDON'],
    ['CD 4521 12MAR COSTA COFFEE', 'COSTA COFFEE'],
    ["Sainsbury's S/MKT", 'SAINSBURYS S MKT'],
    ['ANYTIME FITNESS 24/7', 'ANYTIME FITNESS'],
    ['AMZN Mktp UK*AB1CD2EF3', 'AMZN MKTP'],
    ['O2', 'O2'],
    ['1PASSWORD', '1PASSWORD'],
    ['M&S SIMPLY FOOD', 'M&S SIMPLY FOOD'],
  ])('%j -> %j', (text, key) => {
    expect(payeeKey(text)).toBe(key);
  });

  it('never comes out empty', () => {
    expect(payeeKey('12345678')).toBe('12345678');
    expect(payeeKey('DD')).toBe('DD');
    expect(payeeKey('   ')).toBe('UNKNOWN PAYEE');
  });

  it('uses the counterparty, else the description, and looks past PayPal to the merchant', () => {
    expect(payeeKeyOf({ counterparty: 'NETFLIX.COM', description: 'ref 99' })).toBe('NETFLIX.COM');
    expect(payeeKeyOf({ counterparty: null, description: 'DD OCTOPUS ENERGY 1234567' })).toBe('OCTOPUS ENERGY');
    expect(payeeKeyOf({ counterparty: '  ', description: 'S/O LANDLORD' })).toBe('LANDLORD');
    expect(payeeKeyOf({ counterparty: 'PAYPAL', description: 'PAYPAL *SPOTIFY 554433' })).toBe('PAYPAL SPOTIFY');
    expect(payeeKeyOf({ counterparty: 'PayPal Europe S.a.r.l.', description: '1043234567 PAYPAL *DISNEYPLUS' })).toBe('PAYPAL DISNEYPLUS');
    expect(payeeKeyOf({ counterparty: 'PAYPAL', description: null })).toBe('PAYPAL');
    expect(payeeKeyOf({ counterparty: null, description: null })).toBe('UNKNOWN PAYEE');
  });
});

describe('billName', () => {
  it.each([
    ['OCTOPUS ENERGY', { counterparty: 'OCTOPUS ENERGY LTD', description: null }, 'Octopus Energy'],
    ['NETFLIX.COM', { counterparty: 'NETFLIX.COM*1234', description: null }, 'Netflix.com'],
    ['BT GROUP', { counterparty: 'BT GROUP PLC', description: null }, 'BT Group'],
    ['HMRC', { counterparty: 'HMRC', description: null }, 'HMRC'],
    ['LB HACKNEY', { counterparty: 'LB HACKNEY', description: 'COUNCIL TAX 12345678' }, 'Council Tax'],
    ['TV LICENSING', { counterparty: 'TV LICENSING', description: null }, 'TV Licence'],
    // Issue 22: a council that does not say "council tax", and small words kept small.
    ['CITY & COUNTY OF SWANSEA', { counterparty: 'CITY & COUNTY OF SWANSEA', description: null }, 'Council Tax'],
    ['WIRRAL MBC', { counterparty: 'WIRRAL MBC', description: 'DD 1234' }, 'Council Tax'],
    ['BANK OF THE WEST', { counterparty: 'BANK OF THE WEST', description: null }, 'Bank of the West'],
    ['THE GYM GROUP', { counterparty: 'THE GYM GROUP', description: null }, 'The Gym Group'],
  ])('%s -> %s', (key, latest, name) => {
    expect(billName(key, latest)).toBe(name);
  });
});
