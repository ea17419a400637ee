import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InsufficientCreditsBody } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS_BY_KEY, endpointHandler, handlers, perRender, scenario, scenarios } from '@ledgerlight/mocks';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PENDING_START_KEY, readPendingStart } from '../../pendingStart';
import { FinanceAgentsPage } from './FinanceAgentsPage';

const meta = {
  title: 'Pages/AgentCatalogue',
  component: FinanceAgentsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/finance-agents', route: '/finance-agents' },
    msw: { handlers },
  },
  beforeEach: () => {
    window.localStorage.clear();
  },
} satisfies Meta<typeof FinanceAgentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHECKING = MOCK_ACCOUNTS_BY_KEY.platypusChecking;

/** The demo user: five agents, 14 credits, past results newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Financial Agents' })).toBeVisible();
    await expect(await canvas.findByText('14 credits available')).toBeVisible();
    const results = within(canvas.getByRole('region', { name: 'Past results' }));
    await waitFor(() => expect(results.getAllByRole('listitem').length).toBeGreaterThan(5));
    await expect(canvas.queryByText('Welcome to Ledgerlight!')).toBeNull();
  },
};

/** Start a run: configure, confirm, Start Agent, then /processing/{agentId}/{taskId}. */
export const StartFlow: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('14 credits available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recurring Expenses' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Recurring Expenses' }));
    await userEvent.click(await modal.findByRole('checkbox', { name: CHECKING.name }));
    await expect(modal.getByText('Cost:')).toHaveTextContent('Cost: 2 credits');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
  },
};

/** Navigation state preSelectAgent opens that agent's modal (product 2). */
export const PreSelectedAgent: Story = {
  parameters: {
    router: { path: '/finance-agents', route: '/finance-agents', state: { preSelectAgent: 'fraud_detection' } },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    await expect(await modal.findByRole('radio', { name: CHECKING.name })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading past results')).toBeInTheDocument();
    await expect(canvas.queryByText(/credits available/)).toBeNull();
  },
};

/** Just signed up (3 welcome credits): the welcome banner of product 4; nothing linked yet. */
export const WelcomeBanner: Story = {
  loaders: [perRender(() => scenarios.newUser)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome to Ledgerlight!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No analyses yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Savings Finder' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Savings Finder' }));
    await expect(await modal.findByRole('heading', { name: 'No accounts linked' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
  },
};

/** Banks linked, no credits: the start modal says so and Continue is disabled. */
export const InsufficientCredits: Story = {
  loaders: [perRender(() => scenarios.brokeUser)],
  play: async ({ canvas }) => {
    await canvas.findByText('0 credits available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Fraud Detection' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    // No shortfall before a choice: the price rule; the message comes with a selection.
    await expect(await modal.findByText(/^Price:/)).toBeVisible();
    await expect(modal.queryByRole('alert')).toBeNull();
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Insufficient credits. You need 2 credits but only have 0',
    );
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/**
 * Not a dead end (ADR 0025): Buy Credits keeps the agent and the selection for the way back, and
 * leaves for /credits/purchase.
 */
export const BuyCreditsWhenShort: Story = {
  loaders: [perRender(() => scenarios.brokeUser)],
  beforeEach: () => {
    window.sessionStorage.removeItem(PENDING_START_KEY);
  },
  play: async ({ canvas }) => {
    await canvas.findByText('0 credits available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Fraud Detection' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('button', { name: 'Buy Credits' }));
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
    await expect(readPendingStart()).toEqual({
      agentId: 'fraud_detection',
      config: { selectedAccounts: [CHECKING.account_id], annualIncome: '', zipcode: '' },
    });
    window.sessionStorage.removeItem(PENDING_START_KEY);
  },
};

/** The server refuses with 402 (the balance changed meanwhile). */
export const PaymentRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentInitiate', () =>
          HttpResponse.json<InsufficientCreditsBody>(
            { error: 'Insufficient credits', required: 2, current: 1, shortfall: 1 },
            { status: 402 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('14 credits available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Fraud Detection' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      "Insufficient credits! You need 2 credits but only have 1. You're short 1 credit.",
    );
  },
};

/** The server fails: 'Failed to start agent. Please try again.' */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('agentInitiate', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await canvas.findByText('14 credits available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Fraud Detection' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Failed to start agent. Please try again.');
  },
};

/** The accounts cannot be loaded: 'Failed to load accounts' (product 8). */
export const AccountsFailed: Story = {
  parameters: {
    router: { path: '/finance-agents', route: '/finance-agents', state: { preSelectAgent: 'budget_builder' } },
    msw: { handlers: [scenario('plaidAccounts', 'serverError'), ...handlers] },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Failed to load accounts');
  },
};

/** A failed balance fetch hides the balance (product 7); the page still works. */
export const BalanceFailed: Story = {
  parameters: { msw: { handlers: [scenario('creditBalance', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    const results = within(canvas.getByRole('region', { name: 'Past results' }));
    await waitFor(() => expect(results.getAllByRole('listitem').length).toBeGreaterThan(5));
    await expect(canvas.queryByText(/credits? available/)).toBeNull();
    // Product 8: 'Failed to load page data', and the page still works.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load page data');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Every agent's past-results list fails: 'Failed to fetch results.' (product 8), not the empty state
 * that says nothing has run yet; Try again loads them.
 */
export const PastResultsFailed: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    const results = within(canvas.getByRole('region', { name: 'Past results' }));
    await expect(await results.findByRole('alert')).toHaveTextContent('Failed to fetch results.');
    await expect(results.queryAllByRole('listitem')).toHaveLength(0);
    await expect(results.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
