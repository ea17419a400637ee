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

  it('gives descriptor variants of one merchant one key (ADR 0016)', () => {
    const same = (variants: readonly string[]) =>
      expect(new Set(variants.map((raw) => normaliseMerchant(raw).key)).size).toBe(1);
    same(['MAPLE COURT APTS RENT', 'MAPLE COURT APARTMENTS ONLINE PMT', 'MAPLE COURT APARTMENTS WEB ONLINE']);
    same(['CITY POWER & LIGHT', 'CITY POWER AND LIGHT ONLINE PMT', 'City Power and Light']);
    same(['BARNES & NOBLE #2231', 'BARNES AND NOBLE 0042']);
    same(['SQ *SUNRISE YOGA STUDIO', 'SUNRISE YOGA STUDIO']);
    same(['CITY WATER DEPT', 'CITY WATER DEPARTMENT ACH PMT']);
    expect(normaliseMerchant('MAPLE COURT APTS RENT').display).toBe('Maple Court Apartments');
  });

  it('drops a billing period from the descriptor (hand-labelled sample)', () => {
    const keys = ['JAN', 'MAY', 'SEP', 'DEC'].map(
      (month) => normaliseMerchant(`PGANDE WEB ONLINE ${month} 26 ACH PPD ID: 1941234567`).key,
    );
    expect(new Set(keys)).toEqual(new Set(['PGE']));
  });

  it('keeps an unknown processor reference readable', () => {
    expect(normaliseMerchant('PAYPAL *XJ82').key).not.toBe('');
    expect(normaliseMerchant('').key).toBe('UNKNOWN');
  });

  it('gives one entity to every spelling of one biller (ADR 0031)', () => {
    const entity = (raw: string) => normaliseMerchant(raw).entityId;
    const pge = [
      'PG&E WEB ONLINE',
      'PGANDE WEB ONLINE',
      'PACIFIC GAS & ELECTRIC',
      'PG AND E PAYMENT',
      'PGANDE DES:WEB ONLINE ID:XXXXX1234 INDN:JANE DOE CO ID:XXXXX WEB',
    ];
    expect(new Set(pge.map(entity)).size).toBe(1);
    expect(normaliseMerchant('PGANDE WEB ONLINE').display).toBe('PG&E');
    const unknown = ['ACME WIDGETS & CO 1234', 'ACME WIDGETS AND CO', 'ACMEWIDGETS'];
    expect(new Set(unknown.map(entity)).size).toBe(1);
  });

  it('reads card and ACH bank text around the payee (ADR 0031)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['RECURRING PYMT PLANET FITNESS 800-555-0100 MA', 'Planet Fitness'],
      ['CHECKCARD 1017 BLUE BOTTLE COFFEE OAKLAND CA 24431067291000123456789', 'Blue Bottle Coffee'],
      ['PURCHASE AUTHORIZED ON 10/14 CHEVRON 0203451 SAN JOSE CA S586287724139506 CARD 1234', 'Chevron'],
      ['POS DEBIT RECURRING PYMT NETFLIX.COM', 'Netflix'],
      ['ACH DEBIT TOYOTA FINANCIAL PPD ID: 1234567890', 'Toyota Financial Services'],
      ['WWW.CARDCHECKER.COM', 'Cardchecker'],
      ['INTERNATIONAL BUCURESTI RO MOBILSHOP', 'Mobilshop'],
    ];
    for (const [raw, display] of cases) expect(normaliseMerchant(raw).display, raw).toBe(display);
  });

  it('notes a foreign country the descriptor names, never a US state (ADR 0031)', () => {
    expect(normaliseMerchant('INTERNATIONAL BUCURESTI RO MOBILSHOP').country).toBe('RO');
    expect(normaliseMerchant('MOBILSHOP SRL BUCURESTI RO').country).toBe('RO');
    expect(normaliseMerchant('BLUE BOTTLE COFFEE OAKLAND CA').country).toBeNull();
  });
});
