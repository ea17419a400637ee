import { describe, expect, it } from 'vitest';

import { attachUnnamedLines, normaliseMerchant } from './merchant';
import { toCents } from './money';

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
    ['SHELL OIL 57444322 AUSTIN TX', 'SHELL'],
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
    // A brand's own spelling, where title case would get it wrong.
    expect(normaliseMerchant('DOORDASH*THAI BASIL OAKLAND CA').display).toBe('DoorDash');
    expect(normaliseMerchant('MCDONALDS F12345 DENVER CO').display).toBe("McDonald's");
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

describe('bank text grammar (ADR 0031)', () => {
  const entity = (raw: string) => normaliseMerchant(raw).entityId;
  const same = (variants: readonly string[]) =>
    expect(new Set(variants.map(entity)).size, variants.join(' / ')).toBe(1);

  it('reads the side of a * that names the payee', () => {
    // A code before the '*' that abbreviates the name after it.
    expect(normaliseMerchant('HDP*HOMEDEPOT.COM').key).toBe('HOMEDEPOT');
    // Both sides together name a directory entry the first side alone does not.
    expect(entity('YARDI*EQUITY RESIDENTIAL')).toBe('bill:equity_residential');
    expect(entity('VERIZON*FIOS HOME')).toBe('svc:verizon_fios');
    expect(entity('COSTCO *RENEWAL 2026')).toBe('svc:costco');
    // A reference code after a merchant's name stays a code.
    expect(normaliseMerchant('CHEWY.COM*4F7G8H2').key).toBe('CHEWY');
  });

  it('reads card wrappers and wallets in front of the merchant', () => {
    same([
      'VISA CHECK CARD 4412 HARBOR TOOLS',
      'PIN PURCHASE HARBOR TOOLS',
      'POS W/D HARBOR TOOLS',
      'APLPAY HARBOR TOOLS',
      'GOOGLE PAY HARBOR TOOLS',
      'HARBOR TOOLS',
    ]);
  });

  it('reads payroll deposits whatever the bank or payroll provider writes around the employer', () => {
    same([
      'DIRECT DEPOSIT ACME WIDGETS',
      'ACME WIDGETS PAYROLL PPD ID: 4455667788',
      'GUSTO PAY 998877 ACME WIDGETS',
      'ACME WIDGETS LLC GUSTO PAY',
      'ACH CREDIT ACME WIDGETS',
      'DEPOSIT ACME WIDGETS',
    ]);
  });

  it('spells out parking, pharmacy and mortgage abbreviations', () => {
    same(['ACE PKG GARAGE 12', 'ACE PARKING GARAGE']);
    same(['RITE AID PHARM 0042', 'RITE AID PHARMACY']);
    expect(entity('WELLS FARGO HM MTG')).toBe('bill:wells_fargo_mortgage');
  });

  it('drops a letter left at the statement edge or a street side', () => {
    same(['PEETS COFFEE T', 'PEETS COFFEE']);
    same(['GREENLEAF GROCERY 0415 W', 'GREENLEAF GROCERY']);
    same(['SQ *PEETSCOFFEE B', 'PEETSCOFFEE']);
  });

  it('drops company words and pay words the statement cut', () => {
    same(['HARBOR TOOLS LIMITED', 'HARBOR TOOLS LTD', 'HARBOR TOOLS INCORPORATED']);
    same(['HARBOR TOOLS INC PAYROL', 'HARBOR TOOLS SALARY', 'HARBOR TOOLS CORPORATION SAL', 'HARBOR TOOLS']);
    same(['ORIG CO NAME:HARBOR TOOLS CO ENTR', 'HARBOR TOOLS']);
  });

  it("reads a biller's name with its '&' dropped", () => {
    expect(entity('PACIFIC GAS   ELECTRIC WEB')).toBe('bill:pge');
    expect(entity('SAN DIEGO GAS ELECTRIC')).toBe('bill:sdge');
  });

  it('gives the short forms of large chains and transit cards one entity', () => {
    same(['WFM 10345 DENVER CO', 'WHOLEFDS DEN 10345', 'WHOLE FOODS MARKET']);
    same(['SBUX 0042', 'STARBUCKS COFFEE']);
    same(['EXXON 1234 HOUSTON TX', 'MOBIL 5678', 'EXXONMOBIL 99']);
    same(['UNION 76 0099', '76 - FUEL 0099']);
    same(['OMNY BROOKLYN NY', 'MTA NYCT PAYGO 12']);
    same(['CVS/PHARM 00123', 'CVS PHARMACY 77']);
    same(['AMC THEATRES 3344', 'AMC 3344 ONLINE']);
    same(['INTEREST CREDIT', 'DIV INTEREST', 'INTEREST PAYMENT']);
    expect(entity('INTEREST CHARGE ON PURCHASES')).not.toBe(entity('INTEREST CREDIT'));
  });

  it('finds services under their company names and short forms', () => {
    expect(entity('ITUNES STORE 866-712-7753')).toBe('svc:apple_services');
    expect(entity('24 HR FITNESS 0042')).toBe('svc:24_hour_fitness');
    expect(entity('ONEPELOTON SUBSCRIPTION')).toBe('svc:peloton');
    expect(entity('AT&T MOBILITY 800-288-2020')).toBe('svc:att');
    expect(entity('MINTMOBILE 800-555-0199')).toBe('svc:mint_mobile');
    expect(entity('VZ FIOS ONLINE')).toBe('svc:verizon_fios');
    expect(entity('VZ WIRELESS AUTOPAY')).toBe('svc:verizon');
    expect(entity('PF CLUB FEES 0099')).toBe('svc:planet_fitness');
    expect(entity('FITNESS INTERNATIONAL LLC')).toBe('svc:la_fitness');
  });

  it('marks a line that is bank text only as naming no payee', () => {
    const bare = normaliseMerchant('PURCHASE AUTHORIZED ON 11/02');
    expect(bare).toMatchObject({ named: false, fragment: '' });
    expect(bare.entityId.startsWith('unnamed:')).toBe(true);
    expect(normaliseMerchant('DBT CRD 4411 11/02/26 KR')).toMatchObject({ named: false, fragment: 'KR' });
    // Two bare lines of different days stay apart.
    expect(entity('PURCHASE AUTHORIZED ON 11/02')).not.toBe(entity('PURCHASE AUTHORIZED ON 11/09'));
    expect(normaliseMerchant('PURCHASE AUTHORIZED ON 11/02 KROGER').named).toBe(true);
  });
});

describe('attachUnnamedLines (ADR 0031)', () => {
  const line = (entityId: string, dollars: number, name: string, named = true, accountId = 'card') => ({
    entityId,
    accountId,
    cents: toCents(dollars),
    named,
    name,
  });
  const history = [
    line('GREENLEAF', 42.1, 'GREENLEAFGROCERY'),
    line('GREENLEAF', 88.4, 'GREENLEAFGROCERY'),
    line('GREENLEAF', 61.0, 'GREENLEAFGROCERY'),
    line('GRANDVIEWFUEL', 45.0, 'GRANDVIEWFUEL'),
    line('GRANDVIEWFUEL', 52.3, 'GRANDVIEWFUEL'),
    line('GRANDVIEWFUEL', 48.9, 'GRANDVIEWFUEL'),
    line('METROBUS', 2.25, 'METROBUS'),
    line('METROBUS', 2.25, 'METROBUS'),
    line('METROBUS', 2.25, 'METROBUS'),
  ];

  it('joins a cut line to the one payee on its account whose name and amount band fit', () => {
    const lines = [...history, line('unnamed:A', 70, 'GREE', false), line('unnamed:B', 2.25, '', false)];
    const attached = attachUnnamedLines(lines);
    expect(attached.get(history.length)).toBe('GREENLEAF');
    expect(attached.get(history.length + 1)).toBe('METROBUS');
  });

  it('joins a short named line to the longer name it starts, never to a directory entry', () => {
    const lines = [
      ...history,
      line('bill:metro_pass', 30, 'METROPASS'),
      line('bill:metro_pass', 30, 'METROPASS'),
      line('bill:metro_pass', 30, 'METROPASS'),
      { ...line('GREE', 50, 'GREE'), cut: true },
      { ...line('METR', 30, 'METR'), cut: true },
    ];
    const attached = attachUnnamedLines(lines);
    expect(attached.get(lines.length - 2)).toBe('GREENLEAF');
    expect(attached.has(lines.length - 1)).toBe(false);
  });

  it('leaves a line alone when two payees fit, none does, or the account differs', () => {
    const lines = [
      ...history,
      line('unnamed:A', 50, 'G', false),
      line('unnamed:B', 400, 'GREE', false),
      line('unnamed:C', 70, 'GREE', false, 'checking'),
      line('unnamed:D', 61, '', false),
    ];
    expect(attachUnnamedLines(lines).size).toBe(0);
  });
});
