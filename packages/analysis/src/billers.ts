import type { SpendingCategory } from './categories';

/**
 * A directory of payees that are not subscriptions (services.ts holds those): utilities, insurers,
 * lenders and mortgage servicers, childcare, rent platforms, card issuers, person-to-person apps and
 * the platforms that pay gig workers. Banks print one payee in many ways ('PG&E WEB ONLINE',
 * 'PGANDE WEB ONLINE', 'PACIFIC GAS & ELECTRIC'), so every pattern is matched in the compact form of a
 * descriptor: upper-case letters and digits only, '&' spelt 'AND' (`compactOf`). A pattern matches
 * at the start of the compact form, or anywhere when it is long enough to be unambiguous.
 *
 * The role says what paying this payee is: a bill (essential, in the recurring totals, never
 * "cancelled" with one click), a loan or mortgage payment, a card payment (money moved between the
 * user's own accounts), a person-to-person payment, or income from a platform.
 */

type BillerRole = 'bill' | 'loan' | 'card_issuer' | 'p2p' | 'platform' | 'payroll';

export interface BillerInfo {
  readonly id: string;
  readonly name: string;
  readonly role: BillerRole;
  /** The spending category of a payment to it (bills and loans). */
  readonly category: SpendingCategory;
  /** Compact patterns (see `compactOf`). */
  readonly patterns: readonly string[];
}

/** Upper-case letters and digits only, '&' and '+' spelt out: 'PG&E' -> 'PGANDE', 'AT&T' -> 'ATANDT'. */
export function compactOf(text: string): string {
  return text
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/\+/g, 'PLUS')
    .replace(/[^A-Z0-9]+/g, '');
}

/**
 * Where the words of a text end in its compact form: 'PG&E WEB' -> [6, 9]. A match that ends inside
 * a word ('CAPITAL ONE AUTOPAY' inside 'CAPITAL ONE AUTO PAYMENT') reads the text differently.
 */
export function wordEndsOf(text: string): ReadonlySet<number> {
  const ends = new Set<number>();
  let at = 0;
  for (const word of text.toUpperCase().split(/[^A-Z0-9&+]+/)) {
    const length = compactOf(word).length;
    if (length === 0) continue;
    at += length;
    ends.add(at);
  }
  return ends;
}

/** Patterns short enough to be ambiguous match only at the start of a descriptor. */
const ANYWHERE_MIN_LENGTH = 7;
/** A cut descriptor must keep at least this many letters to name a biller. */
const CUT_MIN_LENGTH = 7;

/** The word ends of each compact pattern, for telling a cut word from a whole one. */
const PATTERN_WORD_ENDS = new Map<string, ReadonlySet<number>>();

function biller(
  id: string,
  name: string,
  role: BillerRole,
  category: SpendingCategory,
  patterns: readonly string[],
): BillerInfo {
  // Banks also drop the '&' or 'AND' of a name: 'PACIFIC GAS ELECTRIC'.
  const spellings = patterns.flatMap((pattern) => {
    const dropped = pattern.replace(/\s*(?:&|\bAND\b)\s*/g, ' ').trim();
    return dropped !== pattern && compactOf(dropped).length >= ANYWHERE_MIN_LENGTH ? [pattern, dropped] : [pattern];
  });
  // One compact form may come from several spellings ('AMERICAN WATER', 'AMERICANWATER'): any of
  // their word ends counts.
  for (const pattern of spellings) {
    const compact = compactOf(pattern);
    PATTERN_WORD_ENDS.set(compact, new Set([...(PATTERN_WORD_ENDS.get(compact) ?? []), ...wordEndsOf(pattern)]));
  }
  return { id, name, role, category, patterns: [...new Set(spellings.map(compactOf))] };
}

const utility = (id: string, name: string, patterns: readonly string[]) =>
  biller(id, name, 'bill', 'utilities', patterns);
const insurer = (id: string, name: string, patterns: readonly string[]) =>
  biller(id, name, 'bill', 'insurance', patterns);
const lender = (id: string, name: string, patterns: readonly string[]) => biller(id, name, 'loan', 'loans', patterns);
const mortgage = (id: string, name: string, patterns: readonly string[]) =>
  biller(id, name, 'loan', 'housing', patterns);
const issuer = (id: string, name: string, patterns: readonly string[]) =>
  biller(id, name, 'card_issuer', 'other', patterns);
const p2p = (id: string, name: string, patterns: readonly string[]) => biller(id, name, 'p2p', 'other', patterns);
const platform = (id: string, name: string, patterns: readonly string[]) =>
  biller(id, name, 'platform', 'other', patterns);

const BILLERS: readonly BillerInfo[] = [
  // Electricity, gas and water.
  utility('pge', 'PG&E', [
    'PG&E',
    'PGANDE',
    'PG E',
    'PACIFIC GAS AND ELECTRIC',
    'PACIFIC GAS & ELEC',
    'PAC GAS AND ELEC',
  ]),
  utility('sce', 'Southern California Edison', ['SO CAL EDISON', 'SOUTHERN CALIFORNIA EDISON', 'SCE BILL']),
  utility('socalgas', 'SoCalGas', ['SOCALGAS', 'SO CAL GAS', 'SOUTHERN CALIFORNIA GAS']),
  utility('sdge', 'SDG&E', ['SDG&E', 'SDGANDE', 'SAN DIEGO GAS']),
  utility('coned', 'Con Edison', ['CON ED', 'CONED', 'CONSOLIDATED EDISON']),
  utility('duke', 'Duke Energy', ['DUKE ENERGY', 'DUKE-ENERGY', 'DUKEENERGY']),
  utility('dominion', 'Dominion Energy', ['DOMINION ENERGY', 'DOMINION VA POWER', 'DOM ENERGY']),
  utility('xcel', 'Xcel Energy', ['XCEL ENERGY', 'XCELENERGY', 'NSP XCEL']),
  utility('comed', 'ComEd', ['COMED', 'COMMONWEALTH EDISON']),
  utility('pseg', 'PSE&G', ['PSE&G', 'PSEANDG', 'PSEG', 'PUBLIC SERVICE ELECTRIC']),
  utility('national_grid', 'National Grid', ['NATIONAL GRID', 'NATIONALGRID', 'NGRID']),
  utility('georgia_power', 'Georgia Power', ['GEORGIA POWER', 'GA POWER']),
  utility('fpl', 'Florida Power & Light', ['FPL', 'FLORIDA POWER AND LIGHT', 'FLA POWER', 'FPL DIRECT DEBIT']),
  utility('ameren', 'Ameren', ['AMEREN']),
  utility('eversource', 'Eversource', ['EVERSOURCE', 'EVERSRCE']),
  utility('dte', 'DTE Energy', ['DTE ENERGY', 'DTE BILL', 'DTEENERGY']),
  utility('consumers', 'Consumers Energy', ['CONSUMERS ENERGY', 'CONSUMERSENERGY']),
  utility('entergy', 'Entergy', ['ENTERGY']),
  utility('centerpoint', 'CenterPoint Energy', ['CENTERPOINT', 'CENTER POINT ENERGY']),
  utility('atmos', 'Atmos Energy', ['ATMOS ENERGY', 'ATMOS']),
  utility('spire', 'Spire', ['SPIRE ENERGY', 'SPIRE GAS', 'SPIRE MISSOURI', 'SPIRE ALABAMA']),
  utility('peoples_gas', 'Peoples Gas', ['PEOPLES GAS', 'PEOPLESGAS']),
  utility('nicor', 'Nicor Gas', ['NICOR GAS', 'NICOR']),
  utility('pepco', 'Pepco', ['PEPCO']),
  utility('bge', 'BGE', ['BGE', 'BALTIMORE GAS']),
  utility('pse', 'Puget Sound Energy', ['PUGET SOUND ENERGY', 'PUGET SOUND ENER', 'PSE BILL']),
  utility('seattle_city_light', 'Seattle City Light', ['SEATTLE CITY LIGHT', 'SEATTLE CITY LGT']),
  utility('ladwp', 'LADWP', ['LADWP', 'LA DEPT OF WATER', 'LOS ANGELES DEPT OF WATER']),
  utility('smud', 'SMUD', ['SMUD', 'SACRAMENTO MUNICIPAL']),
  // The City of Austin sends one utility bill for Austin Energy and Austin Water.
  utility('austin_utilities', 'City of Austin Utilities', [
    'AUSTIN ENERGY',
    'AUSTIN WATER',
    'CITY OF AUSTIN UTIL',
    'CITY OF AUSTIN UB',
    'COA UTILITIES',
  ]),
  utility('txu', 'TXU Energy', ['TXU ENERGY', 'TXU']),
  utility('reliant', 'Reliant Energy', ['RELIANT ENERGY', 'RELIANT']),
  utility('aps', 'APS', ['ARIZONA PUBLIC SERVICE', 'APS ELECTRIC']),
  utility('srp', 'SRP', ['SALT RIVER PROJECT', 'SRP POWER']),
  utility('ebmud', 'EBMUD', ['EBMUD', 'EAST BAY MUD', 'EAST BAY MUNICIPAL']),
  utility('sfpuc', 'SFPUC', ['SFPUC', 'SF PUBLIC UTILITIES', 'SAN FRANCISCO PUBLIC UTIL', 'SFWATER', 'SF WATER']),
  utility('american_water', 'American Water', ['AMERICAN WATER', 'AMERICANWATER', 'CAL AM WATER', 'NJ AMERICAN WATER']),
  utility('waste_management', 'Waste Management', ['WASTE MANAGEMENT', 'WM EZPAY', 'WASTE MGMT']),
  utility('republic_services', 'Republic Services', ['REPUBLIC SERVICES', 'REPUBLIC SVCS']),

  // Insurance.
  insurer('geico', 'GEICO', ['GEICO', 'GOVERNMENT EMPLOYEES INS']),
  insurer('state_farm', 'State Farm', ['STATE FARM', 'STATEFARM', 'STATE FRM']),
  insurer('progressive', 'Progressive', ['PROGRESSIVE', 'PROG DIRECT', 'PROGRESSIVE INS', 'PROG INS']),
  insurer('allstate', 'Allstate', ['ALLSTATE']),
  insurer('liberty_mutual', 'Liberty Mutual', ['LIBERTY MUTUAL', 'LIBERTYMUTUAL', 'LM INSURANCE']),
  insurer('usaa', 'USAA', ['USAA P&C', 'USAA PANDC', 'USAA INS', 'USAA INSURANCE', 'USAA PC']),
  insurer('farmers', 'Farmers Insurance', ['FARMERS INS', 'FARMERS INSURANCE', 'FARMERS GROUP']),
  insurer('nationwide', 'Nationwide', ['NATIONWIDE']),
  insurer('travelers', 'Travelers', ['TRAVELERS INS', 'TRAVELERS PERSONAL', 'TRAVELERS INSURANCE']),
  insurer('lemonade', 'Lemonade', ['LEMONADE INS', 'LEMONADE INSURANCE', 'LEMONADE I']),
  insurer('american_family', 'American Family Insurance', ['AMERICAN FAMILY INS', 'AMFAM', 'AMERICAN FAMILY MUTUAL']),
  insurer('erie', 'Erie Insurance', ['ERIE INSURANCE', 'ERIE INS']),
  insurer('metlife', 'MetLife', ['METLIFE', 'MET LIFE']),
  insurer('aflac', 'Aflac', ['AFLAC']),
  insurer('mercury', 'Mercury Insurance', ['MERCURY INS', 'MERCURY INSURANCE', 'MERCURY CASUALTY']),
  insurer('root', 'Root Insurance', ['ROOT INSURANCE', 'ROOT INS']),
  insurer('northwestern', 'Northwestern Mutual', ['NORTHWESTERN MUTUAL', 'NW MUTUAL']),
  insurer('new_york_life', 'New York Life', ['NEW YORK LIFE', 'NY LIFE INS']),
  insurer('haven_life', 'Haven Life', ['HAVEN LIFE', 'MASSMUTUAL HAVEN']),
  insurer('prudential', 'Prudential', ['PRUDENTIAL']),
  insurer('kaiser', 'Kaiser Permanente', ['KAISER PERMANENTE', 'KAISER FOUNDATION', 'KP PREMIUM']),
  insurer('blue_cross', 'Blue Cross Blue Shield', ['BLUE CROSS', 'BLUE SHIELD', 'BCBS', 'ANTHEM BLUE']),

  // Car, student and personal loans.
  lender('toyota_financial', 'Toyota Financial Services', [
    'TOYOTA FINANCIAL',
    'TOYOTA FIN',
    'TOYOTA MOTOR CREDIT',
    'TFS PAYMENT',
    'TMCC',
  ]),
  lender('honda_financial', 'Honda Financial Services', [
    'AMERICAN HONDA FINANCE',
    'AMERICAN HONDA FIN',
    'HONDA FINANCIAL',
    'AHFC',
    'HONDA PMT',
  ]),
  lender('ford_credit', 'Ford Credit', ['FORD CREDIT', 'FORD MOTOR CREDIT', 'FORDCREDIT']),
  lender('gm_financial', 'GM Financial', ['GM FINANCIAL', 'GMFINANCIAL', 'GM FINANCIAL PMT']),
  lender('ally', 'Ally Auto', ['ALLY AUTO', 'ALLY BANK AUTO', 'ALLY FINANCIAL', 'ALLY PAYMT', 'ALLY PAYMENT']),
  lender('capital_one_auto', 'Capital One Auto Finance', ['CAPITAL ONE AUTO', 'CAP ONE AUTO', 'COAF']),
  lender('chase_auto', 'Chase Auto', ['CHASE AUTO', 'CHASE AUTO LOAN', 'JPMCB AUTO']),
  lender('wells_fargo_auto', 'Wells Fargo Auto', ['WELLS FARGO AUTO', 'WF AUTO', 'WELLSFARGO AUTO']),
  lender('santander_consumer', 'Santander Consumer USA', ['SANTANDER CONSUMER', 'SANTANDER AUTO', 'CHRYSLER CAPITAL']),
  lender('carvana', 'Carvana', ['CARVANA']),
  lender('hyundai_capital', 'Hyundai Motor Finance', ['HYUNDAI MOTOR FIN', 'HYUNDAI CAPITAL', 'HMF PAYMENT']),
  lender('nissan_motor', 'Nissan Motor Acceptance', ['NISSAN MOTOR ACCEPT', 'NISSAN FINANCE', 'NMAC']),
  lender('navient', 'Navient', ['NAVIENT']),
  lender('nelnet', 'Nelnet', ['NELNET']),
  lender('sallie_mae', 'Sallie Mae', ['SALLIE MAE', 'SALLIEMAE', 'SMB LOAN']),
  lender('mohela', 'MOHELA', ['MOHELA']),
  lender('aidvantage', 'Aidvantage', [
    'AIDVANTAGE',
    'DEPT EDUCATION',
    'DEPT OF EDUCATION',
    'US DEPT OF ED',
    'FED LOAN SERV',
    'FEDLOAN',
  ]),
  lender('great_lakes', 'Great Lakes', ['GREAT LAKES EDU', 'GREAT LAKES LOAN']),
  lender('sofi', 'SoFi', ['SOFI LOAN', 'SOFI LENDING', 'SOFI BANK LOAN']),
  lender('upstart', 'Upstart', ['UPSTART']),
  lender('lending_club', 'LendingClub', ['LENDINGCLUB', 'LENDING CLUB']),
  lender('discover_loan', 'Discover Personal Loans', ['DISCOVER PERSONAL LOAN', 'DISCOVER STUDENT LOAN']),
  lender('affirm', 'Affirm', ['AFFIRM', 'AFFIRM INC', 'AFFIRM PAY']),
  lender('klarna', 'Klarna', ['KLARNA']),
  lender('afterpay', 'Afterpay', ['AFTERPAY']),

  // Mortgage servicers.
  mortgage('rocket_mortgage', 'Rocket Mortgage', ['ROCKET MORTGAGE', 'ROCKETMORTGAGE', 'QUICKEN LOANS']),
  mortgage('mr_cooper', 'Mr. Cooper', ['MR COOPER', 'MRCOOPER', 'NATIONSTAR']),
  mortgage('wells_fargo_mortgage', 'Wells Fargo Home Mortgage', [
    'WELLS FARGO HOME MTG',
    'WF HOME MTG',
    'WELLS FARGO HOME MORTGAGE',
    'WF HM MTG',
  ]),
  mortgage('chase_mortgage', 'Chase Home Lending', [
    'CHASE MTG',
    'CHASE MORTGAGE',
    'CHASE HOME LENDING',
    'JPMORGAN CHASE MTG',
  ]),
  mortgage('pennymac', 'PennyMac', ['PENNYMAC', 'PENNY MAC']),
  mortgage('freedom_mortgage', 'Freedom Mortgage', ['FREEDOM MORTGAGE', 'FREEDOM MTG']),
  mortgage('loandepot', 'loanDepot', ['LOANDEPOT', 'LOAN DEPOT']),
  mortgage('us_bank_mortgage', 'U.S. Bank Home Mortgage', [
    'US BANK HOME MTG',
    'USBANK HOME MORTGAGE',
    'U S BANK HOME MTG',
  ]),
  mortgage('newrez', 'NewRez', ['NEWREZ', 'SHELLPOINT']),
  mortgage('caliber', 'Caliber Home Loans', ['CALIBER HOME', 'CALIBER HOME LOANS']),
  mortgage('bofa_mortgage', 'Bank of America Home Loans', [
    'BANK OF AMERICA MORTGAGE',
    'BOFA MORTGAGE',
    'BK OF AMER MTG',
  ]),

  // Taxes.
  biller('irs', 'IRS', 'bill', 'taxes', [
    'IRS USATAXPYMT',
    'IRS TREAS',
    'US TREASURY TAX',
    'USATAXPYMT',
    'IRS PAYMENT',
    'IRS TAX',
  ]),

  // Childcare and rent platforms.
  biller('kindercare', 'KinderCare', 'bill', 'childcare', ['KINDERCARE', 'KINDER CARE']),
  biller('bright_horizons', 'Bright Horizons', 'bill', 'childcare', ['BRIGHT HORIZONS', 'BRIGHTHORIZONS']),
  biller('goddard', 'The Goddard School', 'bill', 'childcare', ['GODDARD SCHOOL', 'THE GODDARD SCHOOL']),
  biller('primrose', 'Primrose School', 'bill', 'childcare', ['PRIMROSE SCHOOL']),
  biller('procare', 'Procare', 'bill', 'childcare', ['PROCARE', 'BRIGHTWHEEL', 'TADPOLES']),
  biller('bilt_rent', 'Bilt Rent', 'bill', 'housing', ['BILT RENT', 'BILTRENT']),
  // The largest apartment landlords, under their own names and ticker-style abbreviations.
  biller('equity_residential', 'Equity Residential', 'bill', 'housing', [
    'EQUITY RESIDENTIAL',
    'EQUITY RES',
    'EQR RENT',
    'EQR',
  ]),
  biller('avalonbay', 'AvalonBay Communities', 'bill', 'housing', [
    'AVALONBAY',
    'AVALON BAY',
    'AVALON COMMUNITIES',
    'AVB RENT',
  ]),
  biller('greystar', 'Greystar', 'bill', 'housing', ['GREYSTAR']),
  biller('camden', 'Camden Property Trust', 'bill', 'housing', ['CAMDEN PROPERTY', 'CAMDEN LIVING', 'CAMDEN RENT']),
  biller('essex', 'Essex Property Trust', 'bill', 'housing', ['ESSEX PROPERTY', 'ESSEX APARTMENT']),
  biller('maa', 'MAA', 'bill', 'housing', ['MID AMERICA APARTMENT', 'MID-AMERICA APT', 'MAA RENT']),
  biller('udr', 'UDR', 'bill', 'housing', ['UDR RENT', 'UDR INC']),
  biller('invitation_homes', 'Invitation Homes', 'bill', 'housing', ['INVITATION HOMES', 'INVH']),
  biller('rentcafe', 'RentCafe', 'bill', 'housing', ['RENTCAFE', 'RENT CAFE', 'YARDI']),
  biller('appfolio', 'AppFolio', 'bill', 'housing', ['APPFOLIO']),
  biller('zillow_rent', 'Zillow Rent', 'bill', 'housing', ['ZILLOW RENT', 'ZILLOW RENTAL']),

  // Card issuers: a payment to one is money moved to the user's own card account.
  issuer('chase_card', 'Chase Card', [
    'CHASE CREDIT CRD',
    'CHASE CREDIT CARD',
    'CHASE CARD',
    'CHASE EPAY',
    'CHASE AUTOPAY',
  ]),
  issuer('amex', 'American Express', ['AMEX EPAYMENT', 'AMERICAN EXPRESS', 'AMEX AUTOPAY', 'AMEX PMT', 'AMEX ACH']),
  issuer('citi_card', 'Citi Card', ['CITI CARD', 'CITI AUTOPAY', 'CITICARD', 'CITIBANK CARD', 'CITI PAYMENT']),
  issuer('discover_card', 'Discover Card', [
    'DISCOVER E PAYMENT',
    'DISCOVER EPAYMENT',
    'DISCOVER CARD',
    'DISCOVER DC PYMNTS',
    'DISCOVER AUTOPAY',
  ]),
  issuer('capital_one_card', 'Capital One Card', [
    'CAPITAL ONE MOBILE PMT',
    'CAPITAL ONE CRCARDPMT',
    'CAPITAL ONE ONLINE PMT',
    'CAPITAL ONE AUTOPAY',
    'CAPITAL ONE CARD',
  ]),
  issuer('bofa_card', 'Bank of America Card', [
    'BK OF AMER CRD',
    'BANK OF AMERICA CREDIT CARD',
    'BA CREDIT CARD',
    'BOFA CC PMT',
  ]),
  issuer('wells_card', 'Wells Fargo Card', ['WELLS FARGO CARD', 'WF CREDIT CARD', 'WELLS FARGO CRD']),
  issuer('barclays_card', 'Barclaycard', ['BARCLAYCARD', 'BARCLAYS CARD']),
  issuer('synchrony', 'Synchrony', ['SYNCHRONY', 'SYNCB']),
  issuer('apple_card', 'Apple Card', ['APPLECARD GSBANK', 'APPLE CARD', 'GS BANK USA APPLE', 'APPLECARD']),
  issuer('us_bank_card', 'U.S. Bank Card', ['US BANK CREDIT CARD', 'USBANK CARD']),

  // Person-to-person apps.
  p2p('venmo', 'Venmo', ['VENMO']),
  p2p('zelle', 'Zelle', ['ZELLE']),
  p2p('cash_app', 'Cash App', ['CASH APP', 'SQUARE CASH', 'SQC', 'CASHAPP']),
  p2p('paypal_p2p', 'PayPal', ['PAYPAL INST XFER', 'PAYPAL TRANSFER', 'PAYPAL XFER']),
  p2p('apple_cash', 'Apple Cash', ['APPLE CASH']),

  // Platforms that pay gig workers (money in from them is earnings).
  platform('uber_payouts', 'Uber', ['UBER USA', 'UBER DRIVER', 'UBER PAYOUT', 'UBER TECHNOLOGIES', 'UBER EDI']),
  platform('lyft_payouts', 'Lyft', ['LYFT DRIVER', 'LYFT PAYOUT', 'LYFT INC']),
  platform('doordash_payouts', 'DoorDash', ['DOORDASH DASHER', 'DOORDASH PAYOUT', 'DOORDASH INC', 'DOORDASH DRIVER']),
  platform('instacart_payouts', 'Instacart', ['INSTACART SHOPPER', 'INSTACART PAYOUT', 'MAPLEBEAR']),
  platform('grubhub_payouts', 'Grubhub', ['GRUBHUB DRIVER', 'GRUBHUB HOLDINGS']),
  platform('amazon_flex', 'Amazon Flex', ['AMAZON FLEX']),
  platform('upwork', 'Upwork', ['UPWORK']),
  platform('fiverr', 'Fiverr', ['FIVERR']),
  // Not 'ETSY INC': a shop's card charges read so too.
  platform('etsy_payouts', 'Etsy', ['ETSY DEPOSIT', 'ETSY PAYOUT', 'ETSY PAYMENTS DEPOSIT']),
  platform('shopify_payouts', 'Shopify', ['SHOPIFY PAYOUT', 'SHOPIFY PAYMENTS']),
  platform('stripe_payouts', 'Stripe', ['STRIPE TRANSFER', 'STRIPE PAYOUT']),
  platform('taskrabbit', 'TaskRabbit', ['TASKRABBIT']),
  platform('rover', 'Rover', ['ROVER COM', 'ROVER PAYOUT']),
];

const lookupCache = new Map<string, BillerInfo | null>();

/**
 * The directory entry a descriptor names (its words, or its compact form). A match that ends where
 * one of the descriptor's words ends beats one that ends inside a word ('CAPITAL ONE AUTO PAYMENT'
 * is the auto loan, not 'CAPITAL ONE AUTOPAY'); among those, the longest match wins.
 */
export function findBiller(text: string): BillerInfo | undefined {
  const cached = lookupCache.get(text);
  if (cached !== undefined) return cached ?? undefined;
  const compact = compactOf(text);
  const ends = wordEndsOf(text);
  let found: BillerInfo | null = null;
  let best = 0;
  // A descriptor the statement's width cut ('BRIGHTHO', 'TOYOTA MOTOR') names the one biller it
  // starts; a whole first word alone ('DOORDASH') does not name the directory's longer entry.
  const cut = new Set<BillerInfo>();
  for (const entry of BILLERS) {
    for (const pattern of entry.patterns) {
      if (compact.length >= CUT_MIN_LENGTH && pattern.length > compact.length && pattern.startsWith(compact)) {
        const patternEnds = PATTERN_WORD_ENDS.get(pattern) ?? new Set<number>();
        const wordsCovered = [...patternEnds].filter((end) => end <= compact.length).length;
        if (!patternEnds.has(compact.length) || wordsCovered >= 2) cut.add(entry);
      }
      const at = compact.indexOf(pattern);
      if (!(at === 0 || (at > 0 && pattern.length >= ANYWHERE_MIN_LENGTH))) continue;
      const end = at + pattern.length;
      const score = pattern.length + (ends.has(end) || end === compact.length ? 1000 : 0);
      if (score > best) {
        found = entry;
        best = score;
      }
    }
  }
  if (found === null && cut.size === 1) found = [...cut][0] ?? null;
  if (lookupCache.size > 50_000) lookupCache.clear();
  lookupCache.set(text, found);
  return found ?? undefined;
}

/** Person-to-person apps named anywhere in a line ('SUSAN BAKER ZELLE CREDIT'), as a whole word. */
const P2P_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bZELLE\b/, 'zelle'],
  [/\bVENMO\b/, 'venmo'],
  [/\b(?:CASH APP|CASHAPP|SQUARE CASH)\b/, 'cash_app'],
  [/\bAPPLE CASH\b/, 'apple_cash'],
];

/** The P2P app a descriptor names anywhere, if any. */
export function findP2pApp(text: string): BillerInfo | undefined {
  const upper = text.toUpperCase();
  for (const [pattern, id] of P2P_WORDS) if (pattern.test(upper)) return BILLERS.find((b) => b.id === id);
  return undefined;
}
