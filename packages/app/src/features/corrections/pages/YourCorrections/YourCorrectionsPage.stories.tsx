import {
  MOCK_CORRECTIONS,
  MOCK_USER,
  createCorrectionsHandlers,
  endpointHandler,
  errorResponse,
  handlers,
  perRender,
} from '@ledgerlight/mocks';
import { CORRECTIONS_FETCH_FAILED_MESSAGE } from '@ledgerlight/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { YourCorrectionsPage } from './YourCorrectionsPage';

const LOADED = { timeout: 5_000 };

const meta = {
  title: 'Pages/YourCorrections',
  component: YourCorrectionsPage,
  parameters: {
    layout: 'padded',
    router: { path: '/profile/corrections', route: '/profile/corrections' },
    msw: { handlers },
  },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof YourCorrectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * GET /api/corrections lists the fixtures in words; Undo is DELETE /api/corrections/:id, after which
 * the list is read again without the rule. Each story builds its own handlers, so no rule outlives it.
 */
export const ListAndUndo: Story = {
  loaders: [perRender(() => createCorrectionsHandlers())],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your corrections' }, LOADED);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(MOCK_CORRECTIONS.length);
    const first = MOCK_CORRECTIONS[0];
    await expect(first).toBeDefined();
    const description = first?.description ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Undo: ${description}` }));
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')).toHaveLength(MOCK_CORRECTIONS.length - 1),
      LOADED,
    );
    await expect(canvas.queryByText(description)).toBeNull();
  },
};

/** No corrections yet: the empty state. */
export const Empty: Story = {
  loaders: [perRender(() => createCorrectionsHandlers({ seed: [] }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No corrections yet' }, LOADED)).toBeVisible();
  },
};

/** The list could not be read: product 8's message and Try again. */
export const LoadError: Story = {
  loaders: [perRender(() => [endpointHandler('correctionsList', () => errorResponse(500, 'Internal Server Error'))])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(CORRECTIONS_FETCH_FAILED_MESSAGE);
  },
};
