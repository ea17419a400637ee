import type { CreditLedgerItem, CreditPackage } from './entities';

/**
 * Credit packages and welcome credits (product 9). Package ids are stable strings; the server maps
 * each to the payment provider's price id from configuration. Data only: the id's schema is in
 * catalogueSchemas.ts, so pages that show the packages do not load zod (ADR 0014).
 */

export const CREDIT_PACKAGE_IDS = ['credits_1', 'credits_5', 'credits_10'] as const;
export type CreditPackageId = (typeof CREDIT_PACKAGE_IDS)[number];

/** Product 9: 1 credit $3; 5 credits $14 (Most Popular, 'Save 7%'); 10 credits $24 ('Save 20%'). */
export const CREDIT_PACKAGES: readonly (CreditPackage & { id: CreditPackageId })[] = [
  {
    id: 'credits_1',
    credits: 1,
    price: 3,
    name: 'Single Credit',
    // Every analysis costs at least 2 credits (creditCost), so one credit tops up a balance.
    description: 'Tops up your balance by one credit, for when a run needs one more.',
    popular: false,
  },
  {
    id: 'credits_5',
    credits: 5,
    price: 14,
    name: '5 Credits',
    description: 'Run several agents across your accounts and compare the results.',
    popular: true,
    savings: 'Save 7%',
  },
  {
    id: 'credits_10',
    credits: 10,
    price: 24,
    name: '10 Credits',
    description: 'The best value for regular check-ups of your whole financial picture.',
    popular: false,
    savings: 'Save 20%',
  },
];

/** The package with this id, or undefined. */
export function getCreditPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pkg) => pkg.id === id);
}

/** Credits every new user receives once, with no card required (product 1, product 9). */
export const WELCOME_CREDITS = 3;

/** The ledger note that marks the welcome bonus; detection is "note contains" (product 3). */
export const WELCOME_BONUS_NOTE = 'Welcome bonus';

/** Whether a ledger entry is the welcome bonus (product 3). */
export function isWelcomeBonus(item: Pick<CreditLedgerItem, 'note'>): boolean {
  return item.note?.includes(WELCOME_BONUS_NOTE) ?? false;
}
