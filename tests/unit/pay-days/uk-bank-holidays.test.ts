import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday, isBankHoliday, isWorkingDay, UK_REGIONS } from '../../../src/shared/pay-days/uk-bank-holidays';
import { PUBLISHED_YEARS, publishedBankHolidays } from './published-bank-holidays';

describe('bank holidays against the published gov.uk lists', () => {
  for (const region of UK_REGIONS) {
    it.each(PUBLISHED_YEARS)(`${region} %i`, (year) => {
      expect(bankHolidays(year, region)).toEqual(publishedBankHolidays(year, region));
    });
  }
});

describe('isBankHoliday and isWorkingDay', () => {
  it.each([
    ['2026-12-28', 'england-and-wales', true], // Boxing Day (Saturday) substitute
    ['2026-12-26', 'england-and-wales', true], // the Saturday itself is listed nowhere, but it is no working day either
    ['2026-08-31', 'england-and-wales', true],
    ['2026-08-31', 'scotland', false], // Scotland's summer holiday is the first Monday
    ['2026-08-03', 'scotland', true],
    ['2026-04-06', 'scotland', false], // no Easter Monday in Scotland
    ['2026-07-13', 'northern-ireland', true], // Battle of the Boyne (Sunday 12th) substitute
    ['2026-07-13', 'england-and-wales', false],
    ['2023-05-08', 'scotland', true], // coronation, everywhere
    ['2022-09-19', 'northern-ireland', true], // state funeral, everywhere
    ['2022-05-30', 'england-and-wales', false], // the spring holiday moved to 2 June
    ['2020-05-04', 'england-and-wales', false], // the early May holiday moved to VE day
  ] as const)('%s in %s', (day, region, holiday) => {
    const listed = day !== '2026-12-26' && holiday;
    expect(isBankHoliday(day, region)).toBe(listed);
    expect(isWorkingDay(day, region)).toBe(!holiday);
  });

  it('counts Monday to Friday as working days and weekends never', () => {
    expect(isWorkingDay('2026-11-24', 'england-and-wales')).toBe(true); // Tuesday
    expect(isWorkingDay('2026-11-27', 'scotland')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', 'scotland')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', 'northern-ireland')).toBe(false); // Sunday
  });
});

describe('the rules beyond the published years', () => {
  it.each([
    [2000, '2000-04-23'],
    [2011, '2011-04-24'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('keeps the 2012 Diamond Jubilee change', () => {
    expect(bankHolidays(2012, 'england-and-wales')).toEqual([
      '2012-01-02',
      '2012-04-06',
      '2012-04-09',
      '2012-05-07',
      '2012-06-04',
      '2012-06-05',
      '2012-08-27',
      '2012-12-25',
      '2012-12-26',
    ]);
  });

  it('gives Scotland two substitutes when 1 and 2 January fall on a weekend (2028)', () => {
    // 1 January 2028 is a Saturday: Monday 3rd and Tuesday 4th.
    expect(bankHolidays(2028, 'scotland').slice(0, 2)).toEqual(['2028-01-03', '2028-01-04']);
    expect(bankHolidays(2028, 'england-and-wales')[0]).toBe('2028-01-03');
  });
});
