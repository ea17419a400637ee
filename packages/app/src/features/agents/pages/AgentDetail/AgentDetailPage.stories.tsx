import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENTS } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS_BY_KEY, handlers, scenario } from '@ledgerlight/mocks';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PENDING_START_KEY, readPendingStart, savePendingStart } from '../../pendingStart';
import { AgentDetailPage } from './AgentDetailPage';

const meta = {
  title: 'Pages/AgentDetail',
  component: AgentDetailPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/agents/budget_builder', route: '/agents/:agentId' },
    msw: { handlers },
  },
  beforeEach: () => {
    window.localStorage.clear();
    window.sessionStorage.removeItem(PENDING_START_KEY);
  },
} satisfies Meta<typeof AgentDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHECKING = MOCK_ACCOUNTS_BY_KEY.platypusChecking;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Budget Builder' })).toBeVisible();
    for (const feature of AGENTS.budget_builder.features) await expect(canvas.getByText(feature)).toBeVisible();
  },
};

/** Start opens the same modal; the budget context is sent and the page leaves for /processing. */
export const StartFromDetail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Agent' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await userEvent.click(await modal.findByRole('checkbox', { name: CHECKING.name }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Annual income (USD per year)' }), '72500');
    await userEvent.type(modal.getByRole('textbox', { name: 'ZIP code' }), '94107');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(modal.getByText('94107')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
  },
};

/** The accounts never arrive. */
export const LoadingAccounts: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Agent' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await expect(modal.getByText('Loading accounts')).toBeInTheDocument();
  },
};

/** No accounts linked: an empty state leading to /link-account. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'empty'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Agent' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await expect(await modal.findByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
  },
};

/** An unknown id: 'Agent Not Found' with Go Back and Back to Agents (product 2). */
export const UnknownAgent: Story = {
  parameters: { router: { path: '/agents/crypto_trader', route: '/agents/:agentId' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

/**
 * Back from buying credits for this agent (ADR 0025): the Start flow opens again by itself with the
 * selection that was kept, and the kept selection is used up.
 */
export const ResumesAfterBuyingCredits: Story = {
  beforeEach: () => {
    savePendingStart({
      agentId: 'budget_builder',
      config: { selectedAccounts: [CHECKING.account_id], annualIncome: '$72,500', zipcode: '94107' },
    });
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await expect(await modal.findByRole('checkbox', { name: CHECKING.name })).toBeChecked();
    await expect(modal.getByRole('textbox', { name: 'Annual income (USD per year)' })).toHaveValue('$72,500');
    await expect(modal.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94107');
    await expect(readPendingStart()).toBeUndefined();
  },
};
