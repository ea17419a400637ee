import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_IDS } from '@ledgerlight/contract';
import { handlers, scenario } from '@ledgerlight/mocks';
import { expect, within } from 'storybook/test';
import { ResultsPage } from './ResultsPage';

const LOADED = { timeout: 5_000 };

const meta = {
  title: 'Pages/ResultsOverview',
  component: ResultsPage,
  parameters: { layout: 'padded', router: { path: '/results', route: '/results' }, msw: { handlers } },
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every agent's recent results, newest first, and a card per agent. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const recent = within(canvas.getByRole('region', { name: 'Recent results' }));
    await expect((await recent.findAllByRole('listitem', {}, LOADED)).length).toBeGreaterThan(5);
    for (const agentId of AGENT_IDS) {
      await expect(
        canvas.getAllByRole('link').some((link) => link.getAttribute('href') === `/results/${agentId}`),
      ).toBe(true);
    }
  },
};

/** Every agent's list fails: 'Failed to fetch results.'. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch results.', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One agent's list fails: it is skipped, the others still show. */
export const OneAgentFails: Story = {
  parameters: {
    msw: { handlers: [scenario('*/api/agent/fraud_detection/tasks', 'serverError'), ...handlers] },
  },
  play: async ({ canvas }) => {
    const recent = within(await canvas.findByRole('region', { name: 'Recent results' }, LOADED));
    await expect(await recent.findAllByRole('listitem', {}, LOADED)).not.toHaveLength(0);
    await expect(recent.queryByRole('link', { name: 'Fraud Detection' })).toBeNull();
    await expect(canvas.queryByText('Failed to fetch results.')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'empty'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No analyses yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading past results')).toBeVisible();
  },
};
