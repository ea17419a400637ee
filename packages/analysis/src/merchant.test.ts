import { describe, expect, it } from 'vitest';

import { normaliseMerchant } from './merchant';

describe('normaliseMerchant', () => {
  it.each([
    ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'BLUE BOTTLE COFFEE'],
    ['TST* PIZZERIA DELFINA', 'PIZZERIA DELFINA'],
    ['TST*PIZZERIA DELFINA SAN FRANCISCO CA', 'PIZZERIA DELFINA'],
    ['STARBUCKS STORE 05123 SEATTLE WA', 'STARBUCKS'],
    ['Starbucks #11872', 'STARBUCKS'],
    ['WHOLE FOODS MKT #10234 SEATTLE WA', 'WHOLE FOODS MARKET'],
    ['WHOLE FOODS MKT #10871 NEW YORK NY', 'WHOLE FOODS MARKET'],
    ["TRADER JOE'S #123 PORTLAND OR", 'TRADER JOES'],
    ['AMZN Mktp US*2K3JD93', 'AMAZON'],
    ['Amazon.com', 'AMAZON'],
    ['SHELL OIL 57444322 AUSTIN TX', 'SHELL OIL'],
    ['POS DEBIT CHIPOTLE 1234', 'CHIPOTLE'],
    ['UBER *TRIP', 'UBER'],
    ['UBER EATS', 'UBER EATS'],
  ])('%s -> %s', (raw, key) => {
    expect(normaliseMerchant(raw).key).toBe(key);
  });

  it('resolves known services whatever the processor prefix, phone number or case', () => {
    for (const raw of ['NETFLIX.COM 866-579-7172 CA', 'Netflix', 'netflix.com']) {
      expect(normaliseMerchant(raw)).toMatchObject({ key: 'NETFLIX', display: 'Netflix' });
    }
    expect(normaliseMerchant('PAYPAL *HULU').service?.id).toBe('hulu');
    expect(normaliseMerchant('GOOGLE *YouTubePremium').service?.id).toBe('youtube_premium');
    expect(normaliseMerchant('DISNEY PLUS 888-905-7888 CA').service?.id).toBe('disney_plus');
    expect(normaliseMerchant('Disney+').service?.id).toBe('disney_plus');
    expect(normaliseMerchant('XBOX GAME PASS').service?.id).toBe('xbox');
  });

  it("prefers Plaid's merchant_name and strips the transaction's city", () => {
    expect(normaliseMerchant('SQ *XYZ 123', 'Sightglass Coffee').display).toBe('Sightglass Coffee');
    expect(normaliseMerchant('PRET A MANGER LONDON', null, 'London').key).toBe('PRET A MANGER');
  });

  it('gives descriptor variants of one merchant one key (issue 12)', () => {
    const same = (variants: readonly string[]) =>
      expect(new Set(variants.map((raw) => normaliseMerchant(raw).key)).size).toBe(1);
    same(['MAPLE COURT APTS RENT', 'MAPLE COURT APARTMENTS ONLINE PMT', 'MAPLE COURT APARTMENTS WEB ONLINE']);
    same(['CITY POWER & LIGHT', 'CITY POWER AND LIGHT ONLINE PMT', 'City Power and Light']);
    same(['BARNES & NOBLE #2231', 'BARNES AND NOBLE 0042']);
    same(['SQ *SUNRISE YOGA STUDIO', 'SUNRISE YOGA STUDIO']);
    same(['CITY WATER DEPT', 'CITY WATER DEPARTMENT ACH PMT']);
    expect(normaliseMerchant('MAPLE COURT APTS RENT').display).toBe('Maple Court Apartments');
  });

  it('drops a billing period from the descriptor (issue 15, hand-labelled sample)', () => {
    const keys = ['JAN', 'MAY', 'SEP', 'DEC'].map(
      (month) => normaliseMerchant(`PGANDE WEB ONLINE ${month} 26 ACH PPD ID: 1941234567`).key,
    );
    expect(new Set(keys)).toEqual(new Set(['PGANDE']));
  });

  it('keeps an unknown processor reference readable', () => {
    expect(normaliseMerchant('PAYPAL *XJ82').key).not.toBe('');
    expect(normaliseMerchant('').key).toBe('UNKNOWN');
  });
});
