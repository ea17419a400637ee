import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressSteps, progressStepsOrientations } from './ProgressSteps';
import type { ProgressStep, ProgressStepState } from './ProgressSteps';

const labels = ['Initialize', 'Fetch accounts', 'Process transactions', 'Analyze', 'Complete'];

/** The processing page's five steps, the first `done` of them finished and the next one current. */
function stepsAt(done: number, next: ProgressStepState = 'current'): ProgressStep[] {
  return labels.map((label, index) => ({
    id: label,
    label,
    state: index < done ? 'done' : index === done ? next : 'upcoming',
  }));
}

const meta = {
  title: 'Components/ProgressSteps',
  tags: ['autodocs'],
  component: ProgressSteps,
  args: { label: 'Analysis progress', steps: stepsAt(2) },
  argTypes: { orientation: { control: 'inline-radio', options: progressStepsOrientations } },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Analysis progress' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Process transactions, in progress');
    await expect(items[0]).toHaveTextContent('Initialize, completed');
    await expect(items[4]).toHaveTextContent('Complete, not started');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const NotStarted: Story = {
  args: { steps: stepsAt(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllDone: Story = {
  args: { steps: stepsAt(5) },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).not.toHaveAttribute('aria-current');
    }
  },
};

export const AllDoneHorizontal: Story = { args: { steps: stepsAt(5), orientation: 'horizontal' } };

export const Failed: Story = {
  args: { steps: stepsAt(3, 'error') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent('Analyze, failed');
  },
};

export const WithDescriptions: Story = {
  args: {
    steps: [
      { label: 'Initialize', state: 'done', description: 'Started 2 minutes ago' },
      { label: 'Fetch accounts', state: 'done', description: '2 accounts' },
      { label: 'Process transactions', state: 'current', description: 'Processing 412 transactions...' },
      { label: 'Analyze', state: 'upcoming' },
      { label: 'Complete', state: 'upcoming' },
    ],
  },
};

export const LongLabelsHorizontal: Story = {
  args: {
    orientation: 'horizontal',
    steps: [
      { label: 'Initialize the analysis environment', state: 'done' },
      { label: 'Fetch accounts from every linked institution', state: 'done' },
      { label: 'Process twelve months of transactions', state: 'current' },
      { label: 'Analyze spending patterns', state: 'upcoming' },
      { label: 'Complete', state: 'upcoming' },
    ],
  },
};

export const Dark: Story = { args: { steps: stepsAt(3, 'error') }, globals: { theme: 'dark' } };

export const DarkHorizontal: Story = { args: { orientation: 'horizontal' }, globals: { theme: 'dark' } };
