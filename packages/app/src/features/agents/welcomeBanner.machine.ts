import { WELCOME_BANNER_MS, WELCOME_CREDITS, isWelcomeBonus } from '@ledgerlight/contract';
import type { CreditLedgerItem } from '@ledgerlight/contract';
import { setup } from 'xstate';

/** Product 4: the balance is exactly 3 and the latest credit entry's note contains 'Welcome bonus'. */
export function qualifiesForWelcomeBanner(balance: number | undefined, latest: CreditLedgerItem | undefined): boolean {
  return balance === WELCOME_CREDITS && latest !== undefined && isWelcomeBonus(latest);
}

/** The welcome banner (product 4): hidden until SHOW, then shown for 10 s or until dismissed. */
export const welcomeBannerMachine = setup({
  types: { events: {} as { type: 'SHOW' } | { type: 'DISMISS' } },
  delays: { WELCOME_BANNER: WELCOME_BANNER_MS },
}).createMachine({
  id: 'welcomeBanner',
  initial: 'hidden',
  states: {
    hidden: { on: { SHOW: 'shown' } },
    shown: {
      after: { WELCOME_BANNER: 'dismissed' },
      on: { DISMISS: 'dismissed' },
    },
    /** Shown once per visit. */
    dismissed: {},
  },
});
