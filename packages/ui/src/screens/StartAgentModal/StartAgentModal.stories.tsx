import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AGENTS,
  EMPTY_START_AGENT_CONFIG,
  MONEY_WHOLE_DOLLARS_MESSAGE,
  SELECT_ACCOUNT_MESSAGE,
  ZIPCODE_MESSAGE,
  insufficientCreditsAlert,
  insufficientCreditsMessage,
  startConfigurationErrors,
  visibleStartErrors,
} from '@ledgerlight/contract';
import type { AgentDefinition, StartAgentConfig } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS, MOCK_ACCOUNTS_BY_KEY } from '@ledgerlight/mocks';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BUDGET_CONTEXT_NOTE, StartAgentModal } from './StartAgentModal';
import type { StartAgentModalProps, StartAgentStep } from './StartAgentModal';

/**
 * The modal with real state, as the app's start flow drives it: the value, the step, and the errors
 * the flow passes in. The modal applies no rule itself; the flow computes its errors with the
 * contract's start rules (startConfigurationErrors, which the app's machine guards CONTINUE with,
 * ADR 0036), and so does this harness. A story that passes `errors` shows exactly those.
 * `onContinue` is called when the rules let the configuration go on.
 */
function StartAgentDemo({
  value: initialValue,
  step: initialStep,
  onChange,
  onContinue,
  onBack,
  errors: givenErrors,
  ...props
}: StartAgentModalProps) {
  const [value, setValue] = useState<StartAgentConfig>(initialValue);
  const [step, setStep] = useState<StartAgentStep>(initialStep);
  const [attempted, setAttempted] = useState(false);
  const errors = givenErrors ?? startConfigurationErrors(props.agent, value, props.balance);
  return (
    <StartAgentModal
      {...props}
      value={value}
      step={step}
      errors={givenErrors ?? visibleStartErrors(errors, attempted)}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onContinue={() => {
        setAttempted(true);
        if (Object.keys(errors).length > 0) return;
        onContinue();
        setStep('confirm');
      }}
      onBack={() => {
        onBack();
        setStep('configure');
      }}
    />
  );
}

const CHECKING = MOCK_ACCOUNTS_BY_KEY.platypusChecking;
const SAVINGS = MOCK_ACCOUNTS_BY_KEY.platypusSavings;

/** Savings Finder capped at two accounts: the "limit above 1" rule of product 5. */
const CAPPED_AGENT: AgentDefinition = { ...AGENTS.savings_finder, maxAccounts: 2 };

const meta = {
  title: 'Screens/StartAgentModal',
  tags: ['autodocs'],
  component: StartAgentModal,
  render: (args) => <StartAgentDemo {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    agent: AGENTS.recurring_expenses,
    step: 'configure',
    accounts: MOCK_ACCOUNTS,
    linkAccountHref: '/link-account',
    balance: 14,
    value: EMPTY_START_AGENT_CONFIG,
    onClose: fn(),
    onChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    onStart: fn(),
  },
} satisfies Meta<typeof StartAgentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** maxAccounts 1 (fraud detection): radios, one account at a time (product 5). */
export const SingleSelect: Story = {
  args: { agent: AGENTS.fraud_detection },
  play: async ({ args }) => {
    const modal = dialog();
    await expect(screen.getByRole('dialog', { name: 'Start Fraud Detection' })).toBeVisible();
    await expect(modal.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(modal.getAllByRole('radio')).toHaveLength(MOCK_ACCOUNTS.length);
    await userEvent.click(modal.getByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('radio', { name: SAVINGS.name }));
    await expect(modal.getByRole('radio', { name: SAVINGS.name })).toBeChecked();
    await expect(modal.getByRole('radio', { name: CHECKING.name })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_START_AGENT_CONFIG,
      selectedAccounts: [SAVINGS.account_id],
    });
    await expect(modal.getByText('Cost:')).toHaveTextContent('Cost: 2 credits');
    // The bank's mask and a friendly type, never 'depository/checking' or the end of an id (ADR 0023).
    await expect(modal.getByRole('radio', { name: CHECKING.name })).toHaveAccessibleDescription(
      `${CHECKING.institution_name} · Checking · ••${CHECKING.mask ?? ''} · $4,286.53`,
    );
  },
};

/** maxAccounts 0 (unlimited): checkboxes, any number, and the live cost base + per account x selected. */
export const UnlimitedSelect: Story = {
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByText('Price:')).toHaveTextContent(/^Price: 1 base \+ 1 per account$/);
    for (const account of MOCK_ACCOUNTS) {
      await userEvent.click(modal.getByRole('checkbox', { name: account.name }));
    }
    for (const box of modal.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(modal.getByText('Cost:')).toHaveTextContent(`Cost: ${1 + MOCK_ACCOUNTS.length} credits`);
    await userEvent.click(modal.getByRole('checkbox', { name: CHECKING.name }));
    await expect(modal.getByText('Cost:')).toHaveTextContent(`Cost: ${MOCK_ACCOUNTS.length} credits`);
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** A limit above 1 caps the selection and disables further accounts (product 5). */
export const CappedSelect: Story = {
  args: { agent: CAPPED_AGENT },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByText('Choose up to 2 accounts.')).toBeVisible();
    await userEvent.click(modal.getByRole('checkbox', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('checkbox', { name: SAVINGS.name }));
    const others = MOCK_ACCOUNTS.slice(2);
    for (const account of others) {
      await expect(modal.getByRole('checkbox', { name: account.name })).toBeDisabled();
    }
    await expect(modal.getByText('Cost:')).toHaveTextContent('Cost: 3 credits');
    await userEvent.click(modal.getByRole('checkbox', { name: SAVINGS.name }));
    for (const account of others) {
      await expect(modal.getByRole('checkbox', { name: account.name })).toBeEnabled();
    }
  },
};

/** Continue with nothing selected: 'Please select at least one account' (product 5). */
export const NothingSelected: Story = {
  play: async ({ args }) => {
    const modal = dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(modal.getByText(SELECT_ACCOUNT_MESSAGE)).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('checkbox', { name: CHECKING.name }));
    await expect(modal.queryByText(SELECT_ACCOUNT_MESSAGE)).toBeNull();
  },
};

/**
 * Before any choice, with a balance below the base price: the price rule only, no 'Cost ... × 0
 * selected' and no shortfall yet. Product 5's message comes with a real selection.
 */
export const PriceBeforeAnySelection: Story = {
  args: { agent: AGENTS.budget_builder, balance: 1 },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByText(/^Price:/)).toHaveTextContent('Price: 2 base + 1 per account');
    await expect(modal.getByText(/^Select an account to see the cost/)).toHaveTextContent(
      'Select an account to see the cost · Balance: 1 credit',
    );
    await expect(modal.queryByText(/^Cost:/)).toBeNull();
    await expect(modal.queryByText(/× 0 selected/)).toBeNull();
    await expect(modal.queryByRole('alert')).toBeNull();
    await userEvent.click(modal.getByRole('checkbox', { name: CHECKING.name }));
    await expect(modal.getByText(/^Cost:/)).toHaveTextContent('Cost: 3 credits');
    await expect(modal.getByText(/× 1 selected/)).toHaveTextContent('2 base + 1 per account × 1 selected');
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Insufficient credits. You need 3 credits but only have 1',
    );
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The cost is above the balance: the message of product 5 and Continue disabled. */
export const InsufficientCredits: Story = {
  args: {
    balance: 2,
    value: { ...EMPTY_START_AGENT_CONFIG, selectedAccounts: [CHECKING.account_id] },
    onBuyCredits: fn(),
  },
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(modal.queryByRole('button', { name: 'Buy Credits' })).toBeNull();
    await userEvent.click(modal.getByRole('checkbox', { name: SAVINGS.name }));
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Insufficient credits. You need 3 credits but only have 2',
    );
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Not a dead end (ADR 0025): Buy Credits, and the app brings the user back with this selection.
    await userEvent.click(modal.getByRole('button', { name: 'Buy Credits' }));
    await expect(args.onBuyCredits).toHaveBeenCalledOnce();
  },
};

/**
 * Budget builder: optional annual income and ZIP code, kept only with this analysis's result (product 5's 'not stored', made true: ADR 0009). The income is read as
 * people type it ('$72,500.00') or refused with a message, never silently changed (ADR 0016).
 */
export const BudgetContext: Story = {
  args: {
    agent: AGENTS.budget_builder,
    value: { ...EMPTY_START_AGENT_CONFIG, selectedAccounts: [CHECKING.account_id] },
  },
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByText(BUDGET_CONTEXT_NOTE)).toBeVisible();
    const income = modal.getByRole('textbox', { name: 'Annual income (USD per year)' });
    const zipcode = modal.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(income, '72,500.75');
    await expect(income).toHaveValue('72,500.75');
    await userEvent.type(zipcode, '94a1-0');
    await expect(zipcode).toHaveValue('9410');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(modal.getByText(MONEY_WHOLE_DOLLARS_MESSAGE)).toBeVisible();
    await expect(modal.getByText('ZIP code must be 5 digits')).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.clear(income);
    await userEvent.type(income, '$72,500.00');
    await userEvent.type(zipcode, '7123');
    await expect(zipcode).toHaveValue('94107');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(modal.getByText('$72,500.00')).toBeVisible();
    await expect(modal.getByText('94107')).toBeVisible();
  },
};

export const LoadingAccounts: Story = {
  args: { accounts: undefined },
  play: async () => {
    await expect(dialog().getByText('Loading accounts')).toBeInTheDocument();
    await expect(dialog().getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const AccountsFailed: Story = {
  args: { accounts: undefined, accountsError: 'Failed to load accounts' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Failed to load accounts');
  },
};

/** Nothing linked: an empty state that leads to /link-account. */
export const NoAccounts: Story = {
  args: { accounts: [], agent: AGENTS.budget_builder },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByRole('heading', { name: 'No accounts linked' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Nothing to configure or pay for yet: no budget fields, no cost.
    await expect(modal.queryByRole('group', { name: 'Budget context' })).toBeNull();
    await expect(modal.queryByText(/^Cost:/)).toBeNull();
  },
};

/**
 * After Continue, focus is on Back, not on the paid Start Agent under it (Enter twice on
 * Continue spent credits). Costs read '1 credit' under plural rules.
 */
export const ContinueFocusesBack: Story = {
  args: { agent: AGENTS.fraud_detection, balance: 3, value: EMPTY_START_AGENT_CONFIG },
  play: async ({ args }) => {
    const modal = dialog();
    await userEvent.click(modal.getByRole('radio', { name: CHECKING.name }));
    await expect(modal.getByText('Cost:')).toHaveTextContent('Cost: 2 credits');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(modal.getByRole('button', { name: 'Back' })).toHaveFocus();
    await expect(modal.getByRole('button', { name: 'Start Agent' })).not.toHaveFocus();
    await expect(modal.getByText('Balance after').nextElementSibling).toHaveTextContent(/^1 credit$/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

const CONFIRMING = {
  step: 'confirm',
  value: { ...EMPTY_START_AGENT_CONFIG, selectedAccounts: [CHECKING.account_id, SAVINGS.account_id] },
} as const;

/** The confirmation step: a summary; Back returns to the configuration. */
export const Confirm: Story = {
  args: CONFIRMING,
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByText(`${CHECKING.name} ••${CHECKING.mask ?? ''}`)).toBeVisible();
    await expect(modal.getByText('3 credits')).toBeVisible();
    await expect(modal.getByText('11 credits')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(modal.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(modal.getByRole('checkbox', { name: CHECKING.name })).toBeChecked();
  },
};

export const Starting: Story = {
  args: { ...CONFIRMING, starting: true },
  play: async () => {
    const start = dialog().getByRole('button', { name: 'Starting...' });
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** A 402 from POST /api/agent/initiate (product 8). */
export const InsufficientCreditsOnStart: Story = {
  args: { ...CONFIRMING, error: insufficientCreditsAlert(3, 1, 2) },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      "Insufficient credits! You need 3 credits but only have 1. You're short 2 credits.",
    );
  },
};

export const StartFailed: Story = {
  args: { ...CONFIRMING, error: 'Failed to start agent. Please try again.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Failed to start agent. Please try again.');
    await expect(dialog().getByRole('button', { name: 'Start Agent' })).toBeEnabled();
  },
};

export const InvalidAgent: Story = {
  args: { ...CONFIRMING, error: 'Invalid agent selected' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Invalid agent selected');
  },
};

export const Dark: Story = {
  args: { agent: AGENTS.budget_builder },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { agent: AGENTS.fraud_detection },
  globals: { viewport: { value: 'mobile' } },
};

/** The box that scrolls inside the dialog (its body), found from an element in it. */
function scrollingBox(element: HTMLElement): HTMLElement {
  for (let box = element.parentElement; box !== null; box = box.parentElement) {
    if (getComputedStyle(box).overflowY === 'auto') return box;
  }
  throw new Error('no scrolling box around the element');
}

/** Where an element sits in the content of the box that scrolls it, whatever the scroll position. */
function offsetInScrollingBox(element: HTMLElement): number {
  const box = scrollingBox(element);
  return element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
}

/** The element is wholly inside the window. */
async function expectInWindow(element: Element) {
  const rect = element.getBoundingClientRect();
  await expect(rect.top).toBeGreaterThanOrEqual(0);
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * Step 1 of the budget builder on a phone: more than the screen holds, so the dialog fits the window
 * and its body scrolls between the header and the footer (Cancel and Continue never leave the screen),
 * and the validation messages appear in lines kept for them, so nothing below them moves.
 */
export const MobileBudgetValidation: Story = {
  args: { agent: AGENTS.budget_builder },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args }) => {
    const modal = dialog();
    const continueButton = modal.getByRole('button', { name: 'Continue' });
    await expectInWindow(screen.getByRole('dialog'));
    for (const button of [continueButton, modal.getByRole('button', { name: 'Cancel' })]) {
      await expectInWindow(button);
    }
    const zipcode = modal.getByRole('textbox', { name: 'ZIP code' });
    const body = scrollingBox(zipcode);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Where the ZIP code field and the cost sit in the body (typing and clicking scroll it).
    const layout = () => ({
      zip: Math.round(offsetInScrollingBox(zipcode)),
      cost: Math.round(offsetInScrollingBox(modal.getByText(/^Price:/))),
    });
    const before = layout();
    await userEvent.type(zipcode, '941');
    await userEvent.click(continueButton);
    await expect(modal.getByText(SELECT_ACCOUNT_MESSAGE)).toBeVisible();
    await expect(modal.getByText('ZIP code must be 5 digits')).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(layout()).toEqual(before);
  },
};

/** The budget builder with every account selected and too few credits: the most the modal shows. */
const SHORT_OF_CREDITS = {
  agent: AGENTS.budget_builder,
  balance: 2,
  value: { ...EMPTY_START_AGENT_CONFIG, selectedAccounts: MOCK_ACCOUNTS.map((account) => account.account_id) },
  onBuyCredits: fn(),
} as const;

const SHORTFALL = `Insufficient credits. You need ${AGENTS.budget_builder.basePrice + MOCK_ACCOUNTS.length * AGENTS.budget_builder.pricePerAccount} credits but only have 2`;

/**
 * The whole modal in the window, and why Continue is disabled in view beside it: the dialog, Continue
 * and the shortfall (with Buy Credits) are inside the window, and the accounts are evenly spaced.
 */
async function expectFitsWithReason() {
  const modal = dialog();
  await expectInWindow(screen.getByRole('dialog'));
  const continueButton = modal.getByRole('button', { name: 'Continue' });
  const reason = modal.getByRole('alert');
  await expect(reason).toHaveTextContent(SHORTFALL);
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toHaveAccessibleDescription(expect.stringContaining(SHORTFALL));
  await expectInWindow(continueButton);
  await expectInWindow(reason);
  await expectInWindow(modal.getByRole('button', { name: 'Buy Credits' }));
  // An even rhythm: the same space between every two accounts.
  const rows = modal.getAllByRole('checkbox').map((box) => box.closest('div')?.parentElement ?? box);
  const gaps = rows.slice(1).map((row, index) => {
    const previous = rows[index];
    return previous === undefined ? 0 : row.getBoundingClientRect().top - previous.getBoundingClientRect().bottom;
  });
  await expect(new Set(gaps).size).toBe(1);
  return { continueButton: continueButton.getBoundingClientRect(), reason: reason.getBoundingClientRect() };
}

/** 1280 × 800: the shortfall is on Continue's line, at its side. */
export const FitsDesktopShortOfCredits: Story = {
  args: SHORT_OF_CREDITS,
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    await expect(window.innerHeight).toBe(800);
    const { continueButton, reason } = await expectFitsWithReason();
    await expect(reason.right).toBeLessThan(continueButton.left);
    await expect(continueButton.top).toBeLessThan(reason.bottom);
    await expect(continueButton.bottom).toBeGreaterThan(reason.top);
  },
};

/**
 * 390 × 844: the shortfall right above Continue; the body scrolls, and the ZIP code's '5 digits'
 * hint, scrolled to, is whole: not cut at its side and not under the footer.
 */
export const FitsPhoneShortOfCredits: Story = {
  args: SHORT_OF_CREDITS,
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await expect(window.innerHeight).toBe(844);
    const { continueButton, reason } = await expectFitsWithReason();
    await expect(reason.bottom).toBeLessThanOrEqual(continueButton.top);
    await expect(continueButton.top - reason.bottom).toBeLessThanOrEqual(16);
    const hint = dialog().getByText('5 digits.');
    hint.scrollIntoView({ block: 'center' });
    const body = scrollingBox(hint).getBoundingClientRect();
    const shown = hint.getBoundingClientRect();
    await expect(shown.top).toBeGreaterThanOrEqual(body.top);
    await expect(shown.bottom).toBeLessThanOrEqual(body.bottom);
    await expect(shown.right).toBeLessThanOrEqual(body.right);
    await expect(hint.scrollWidth).toBeLessThanOrEqual(hint.clientWidth);
    await expectInWindow(hint);
    // The reason is still beside Continue after scrolling.
    await expectInWindow(dialog().getByRole('alert'));
  },
};

/**
 * The errors as the start flow passes them, each beside its field (product 5): the modal shows what it
 * is given, and Continue stays enabled for the flow to decide.
 */
export const FieldErrors: Story = {
  // The look of the field errors is captured by BudgetContext and MobileBudgetValidation.
  parameters: { visual: false },
  args: {
    agent: AGENTS.budget_builder,
    errors: {
      selectedAccounts: SELECT_ACCOUNT_MESSAGE,
      annualIncome: MONEY_WHOLE_DOLLARS_MESSAGE,
      zipcode: ZIPCODE_MESSAGE,
    },
  },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByText(SELECT_ACCOUNT_MESSAGE)).toBeVisible();
    await expect(modal.getByText(MONEY_WHOLE_DOLLARS_MESSAGE)).toBeVisible();
    await expect(modal.getByText('ZIP code must be 5 digits')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A shortfall passed by the start flow: its message at once, Buy Credits beside it, Continue disabled. */
export const CreditsError: Story = {
  // The look of the shortfall is captured by InsufficientCredits.
  parameters: { visual: false },
  args: {
    value: { ...EMPTY_START_AGENT_CONFIG, selectedAccounts: [CHECKING.account_id] },
    balance: 1,
    errors: { credits: insufficientCreditsMessage(2, 1) },
    onBuyCredits: fn(),
  },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Insufficient credits. You need 2 credits but only have 1',
    );
    await expect(modal.getByRole('button', { name: 'Buy Credits' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
