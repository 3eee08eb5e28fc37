import { describe, expect, it } from 'vitest';
import { merchantKey, merchantName } from '../../../src/shared/categories/merchant-name';

// Real-looking statement lines in each bank's style, with the name a person expects to
// read. Expected names are written by hand.

const BARCLAYS: [string, string][] = [
  ['CARD PAYMENT TESCO STORES 2041', 'Tesco'],
  ['CARD PAYMENT TO TESCO STORES 2041 ON 12 MAR', 'Tesco'],
  ["CARD PAYMENT TO SAINSBURY'S S/MKT ON 03 APR", "Sainsbury's"],
  ['CARD PAYMENT TO PRET A MANGER ON 14 MAR', 'Pret A Manger'],
  ['CARD PAYMENT TO TFL TRAVEL CH ON 15 MAR', 'TfL'],
  ['CARD PAYMENT TO AMAZON.CO.UK*AB12C34D5 ON 16 MAR', 'Amazon'],
  ['CARD PAYMENT TO NETFLIX.COM ON 18 MAR', 'Netflix'],
  ['CARD PAYMENT TO PAYPAL *SPOTIFY ON 01 APR', 'Spotify'],
  ['CARD PAYMENT TO UBER *EATS ON 29 MAR', 'Uber Eats'],
  ['CARD PAYMENT TO UBER *TRIP ON 29 MAR', 'Uber'],
  ['DIRECT DEBIT TO THAMES WATER REF 9876543210', 'Thames Water'],
  ['DIRECT DEBIT TO BRITISH GAS', 'British Gas'],
  ['STANDING ORDER TO HOMESTEAD LETTINGS', 'Homestead Lettings'],
  ['CONTACTLESS PAYMENT GREGGS 1234 ON 22 MAR', 'Greggs'],
  ['CARD PAYMENT TO WAITROSE 721 ON 30 MAR', 'Waitrose'],
];

const HSBC: [string, string][] = [
  [')))TESCO EXPRESS LONDON', 'Tesco'],
  [')))COSTA COFFEE 43012 LONDON', 'Costa'],
  ['VIS SAINSBURYS S/MKT BRISTOL', "Sainsbury's"],
  ['LIDL GB LEEDS', 'Lidl'],
  ['ALDI 12 MANCHESTER', 'Aldi'],
  ['MCDONALDS 1234 LONDON W1', "McDonald's"],
  ['NANDOS BIRMINGHAM', "Nando's"],
  ['TRAINLINE.COM', 'Trainline'],
  ['DD EE LIMITED', 'EE'],
  ['DD OCTOPUS ENERGY', 'Octopus Energy'],
  ['M&S SIMPLY FOOD LONDON', 'M&S Food'],
  ['SQ *BEAN THERE COFFEE', 'Bean There Coffee'],
  ['SUMUP *JOES BARBERS', 'Joes Barbers'],
  ['ZETTLE_*MARKET STALL', 'Market Stall'],
  ['IZ *THE FLOWER CART', 'The Flower Cart'],
  ['JUST EAT.CO.UK LTD', 'Just Eat'],
];

const LLOYDS: [string, string][] = [
  ['TESCO STORES 2041 CD 4521', 'Tesco'],
  ['ASDA STORES 4421 CD 4521', 'Asda'],
  ['MORRISONS 0456 CD 4521', 'Morrisons'],
  ['CO-OP GROUP 070234 CD 4521', 'Co-op'],
  ['STARBUCKS 12345 CD 4521', 'Starbucks'],
  ['BP CONNECT CD 4521', 'BP'],
  ['ESSO MITCHAM CD 4521', 'Esso'],
  ['RINGGO CD 4521', 'RingGo'],
  ['B&Q 1234 CD 4521', 'B&Q'],
  ['STEAMGAMES.COM 4259522985 CD 4521', 'Steam'],
  ['SCOTTISH POWER', 'ScottishPower'],
  ['TALKTALK LIMITED', 'TalkTalk'],
  ['VODAFONE LTD', 'Vodafone'],
  ['HALIFAX MORTGAGE', 'Halifax Mortgage'],
  ['LNK MCCOLLS MANCHESTER', 'Cash machine'],
  ['LEEDS CITY COUNCIL', 'Leeds City Council'],
];

const SANTANDER_AND_NATIONWIDE: [string, string][] = [
  ['CARD PAYMENT TO TESCO STORES 3156,23.45 GBP, RATE 1.00/GBP ON 12-03-2024', 'Tesco'],
  ['CARD PAYMENT TO ZARA UK,45.99 GBP, RATE 1.00/GBP ON 15-03-2024', 'Zara'],
  ['CARD PAYMENT TO WWW.JUST-EAT.CO.UK,21.50 GBP, RATE 1.00/GBP ON 14-03-2024', 'Just Eat'],
  ['CARD PAYMENT TO DOMINOS PIZZA,18.99 GBP, RATE 1.00/GBP ON 18-03-2024', "Domino's"],
  ['Contactless Payment COSTA COFFEE 43012 MANCHESTER GB', 'Costa'],
  ['Contactless Payment THE RED LION LONDON GB', 'The Red Lion'],
  ['Contactless Payment SPICE OF INDIA LEEDS GB', 'Spice of India'],
  ['Contactless Payment HAIR BY KATIE BRISTOL GB', 'Hair by Katie'],
  ['Visa purchase MEDIVET CLAPHAM LONDON GB', 'Medivet'],
  ['Visa purchase AIRBNB * HMABC1234 LONDON GB', 'Airbnb'],
  ['Visa purchase RYANAIR DUBLIN IE', 'Ryanair'],
];

const MONZO: [string, string][] = [
  ['Tesco', 'Tesco'],
  ['Pret A Manger', 'Pret A Manger'],
  ['Transport for London', 'TfL'],
  ['Uber Eats', 'Uber Eats'],
  ['Three UK', 'Three'],
  ['Dr Smith Dental Practice', 'Dr Smith Dental Practice'],
  ['Harbour Fish & Chips', 'Harbour Fish & Chips'],
  ['University of Leeds', 'University of Leeds'],
];

describe('merchantName', () => {
  for (const [bank, cases] of Object.entries({ BARCLAYS, HSBC, LLOYDS, SANTANDER_AND_NATIONWIDE, MONZO })) {
    it(`cleans ${bank} lines`, () => {
      expect(cases.map(([line]) => merchantName(line))).toEqual(cases.map(([, name]) => name));
    });
  }

  it('covers at least 60 real-looking lines', () => {
    expect(BARCLAYS.length + HSBC.length + LLOYDS.length + SANTANDER_AND_NATIONWIDE.length + MONZO.length).toBeGreaterThanOrEqual(60);
  });

  it('keeps a lone word a town could be, and a name that is all noise', () => {
    expect(merchantName('LONDON')).toBe('London');
    expect(merchantName('O2 UK')).toBe('O2');
    expect(merchantName('12345678')).toBe('12345678');
    expect(merchantName('')).toBe('Unknown Payee');
  });

  it("tells 'THREE' (the network) from 'THREE HORSESHOES' (a pub)", () => {
    expect(merchantName('THREE')).toBe('Three');
    expect(merchantName('THREE HORSESHOES INN')).toBe('Three Horseshoes Inn');
  });
});

describe('merchantKey', () => {
  it('is the same for the same shop across dates, card tails and store numbers', () => {
    const lines = ['TESCO STORES 2041 CD 4521', 'CARD PAYMENT TO TESCO STORES 3156 ON 02 APR', ')))TESCO STORES 2041 LONDON'];
    expect(lines.map(merchantKey)).toEqual(['TESCO STORES', 'TESCO STORES', 'TESCO STORES']);
  });

  it('keeps outlet words a shown name drops, since they say what kind of shop it is', () => {
    expect(merchantKey('GREENLEAF SUPERMARKET LEEDS GB')).toBe('GREENLEAF SUPERMARKET');
    expect(merchantName('GREENLEAF SUPERMARKET LEEDS GB')).toBe('Greenleaf');
  });
});
