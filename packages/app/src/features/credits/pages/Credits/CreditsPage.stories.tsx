import { CREDIT_HISTORY_PAGE_SIZE } from '@ledgerlight/contract';
import {
  MOCK_CREDIT_BALANCE,
  MOCK_LEDGER,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  scenario,
} from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { CreditsPage } from './CreditsPage';

const LOADED = { timeout: 5_000 };
const ERROR = 'Failed to load credits';

/** Every page after the first fails with a 500. */
const failLoadMore = endpointHandler('creditHistory', ({ request }) =>
  new URL(request.url).searchParams.has('nextKey') ? errorResponse(500, 'InternalServerError') : undefined,
);

const historyRows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: 'Credit history' }))
    .getAllByRole('row')
    .slice(1);

const meta = {
  title: 'Pages/CreditHistory',
  component: CreditsPage,
  parameters: {
    layout: 'padded',
    router: { path: '/credits', route: '/credits' },
    msw: { handlers },
  },
  beforeEach: () => {
    clearCache();
  },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof CreditsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 25 and the balance, with more pages to load (product 2, 7, 9). */
export const LoadedWithMore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(historyRows(canvasElement)).toHaveLength(CREDIT_HISTORY_PAGE_SIZE), LOADED);
    await waitFor(() => expect(canvas.getByText(String(MOCK_CREDIT_BALANCE))).toBeVisible(), LOADED);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeEnabled();
  },
};

/** Load More appends the next page after nextKey until the history ends. */
export const LoadMoreToTheEnd: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(historyRows(canvasElement)).toHaveLength(CREDIT_HISTORY_PAGE_SIZE), LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(historyRows(canvasElement)).toHaveLength(MOCK_LEDGER.length), LOADED);
    await expect(canvas.getByText("You've reached the end of your credit history.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

/** No ledger entries: the empty state links to /credits/purchase (product 2). */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('creditHistory', 'empty'), ...handlers] } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Purchase credits' }, LOADED);
    await expect(link).toHaveAttribute('href', '/credits/purchase');
  },
};

/** The history fails with a 500: 'Failed to load credits' (product 8). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('creditHistory', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(ERROR);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Load More fails: the first page stays, with the error and Try again under it. */
export const LoadMoreFails: Story = {
  parameters: { msw: { handlers: [failLoadMore, ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(historyRows(canvasElement)).toHaveLength(CREDIT_HISTORY_PAGE_SIZE), LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(ERROR);
    await expect(historyRows(canvasElement)).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
  },
};

/** The history has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('creditHistory', 'loading'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading credit history')).toBeInTheDocument();
    // Only the placeholder table stands there, inert: neither read out nor focusable.
    await expect(canvasElement.querySelector('table')?.closest('[inert]')).toBeTruthy();
    await expect(canvasElement.querySelectorAll('tbody [data-skeleton]').length).toBeGreaterThan(0);
  },
};
