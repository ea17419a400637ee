import type { COST_OF_LIVING_LEVELS } from '@ledgerlight/contract';

/**
 * Cost of living by US state for budget_builder ("regional price parities by US state,
 * with a ZIP-prefix-to-state map"). Regional price parities (RPP) express a state's price level as
 * a percentage of the national level (US = 100), after the U.S. Bureau of Economic Analysis series
 * "Regional Price Parities by State" (all items, 2022), rounded to one decimal. The values are
 * shipped in the package: no network call is made. ZIP prefixes are the first three digits, mapped
 * to states by the USPS ranges.
 */

type CostOfLivingLevel = (typeof COST_OF_LIVING_LEVELS)[number];

/** All-items RPP by state (US = 100). */
export const REGIONAL_PRICE_PARITIES: Readonly<Record<string, number>> = {
  AL: 87.9,
  AK: 101.6,
  AZ: 100.8,
  AR: 86.9,
  CA: 112.6,
  CO: 103.5,
  CT: 104.1,
  DE: 99.3,
  DC: 110.8,
  FL: 101.5,
  GA: 94.9,
  HI: 110.1,
  ID: 94.1,
  IL: 99.7,
  IN: 91.4,
  IA: 88.2,
  KS: 90.3,
  KY: 88.7,
  LA: 89.4,
  ME: 98.1,
  MD: 104.4,
  MA: 108.1,
  MI: 93.6,
  MN: 97.8,
  MS: 87.0,
  MO: 90.1,
  MT: 94.1,
  NE: 90.3,
  NV: 98.2,
  NH: 104.5,
  NJ: 108.7,
  NM: 91.4,
  NY: 108.2,
  NC: 92.5,
  ND: 89.1,
  OH: 90.8,
  OK: 88.6,
  OR: 102.6,
  PA: 96.0,
  RI: 100.6,
  SC: 92.0,
  SD: 88.6,
  TN: 91.3,
  TX: 96.8,
  UT: 97.7,
  VT: 99.1,
  VA: 102.3,
  WA: 108.6,
  WV: 88.0,
  WI: 92.2,
  WY: 92.0,
  PR: 86.0,
};

/** [first prefix, last prefix, state], by the USPS three-digit ZIP prefix ranges. */
const ZIP_PREFIX_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The state of a 5-digit ZIP code, or undefined for an unknown prefix (military, territories). */
export function stateOfZip(zipcode: string): string | undefined {
  if (!/^\d{5}$/.test(zipcode)) return undefined;
  const prefix = Number(zipcode.slice(0, 3));
  return ZIP_PREFIX_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

export interface CostOfLiving {
  readonly state: string;
  /** RPP, US = 100. */
  readonly priceParity: number;
  readonly level: CostOfLivingLevel;
}

/** Above 105 is High, below 95 Low, else Average (a 5 % band around the national level). */
function costOfLivingLevel(priceParity: number): CostOfLivingLevel {
  if (priceParity > 105) return 'High';
  if (priceParity < 95) return 'Low';
  return 'Average';
}

/** Cost of living at a ZIP code, or undefined when the ZIP is unknown. */
export function costOfLivingAt(zipcode: string): CostOfLiving | undefined {
  const state = stateOfZip(zipcode);
  const priceParity = state ? REGIONAL_PRICE_PARITIES[state] : undefined;
  if (!state || priceParity === undefined) return undefined;
  return { state, priceParity, level: costOfLivingLevel(priceParity) };
}
