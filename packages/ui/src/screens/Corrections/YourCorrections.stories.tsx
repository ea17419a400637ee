import { describeCorrection } from '@ledgerlight/contract';
import type { CorrectionRule } from '@ledgerlight/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CORRECTIONS_FETCH_FAILED_MESSAGE, UNDO_FAILED_MESSAGE, YourCorrections, touchedText } from './YourCorrections';
import type { CorrectionListItem, UndoOutcome, YourCorrectionsProps } from './YourCorrections';

/** A phone held upright (the preview's 390 x 844 `phone`). */
const PHONE = { value: 'phone', isRotated: false } as const;

const rules: { rule: CorrectionRule; createdAt: string; touched: number | null }[] = [
  {
    rule: {
      kind: 'merge_streams',
      merchant: { key: 'vzw*autopay', name: 'VZW Autopay' },
      into: { key: 'bill:verizon', name: 'Verizon Wireless' },
    },
    createdAt: '2026-11-26T18:04:00.000Z',
    touched: null,
  },
  {
    rule: {
      kind: 'set_essential',
      merchant: { key: 'briarwood residences', name: 'Briarwood Residences' },
      essential: true,
    },
    createdAt: '2026-11-20T09:12:00.000Z',
    touched: 6,
  },
  {
    rule: { kind: 'not_recurring', merchant: { key: 'crunch fitness', name: 'Crunch Fitness' } },
    createdAt: '2026-11-02T14:30:00.000Z',
    touched: 1,
  },
  {
    rule: {
      kind: 'this_was_me',
      merchant: { key: 'hotel lumina', name: 'Hotel Lumina' },
      band: { minAmount: 330, maxAmount: 495 },
    },
    createdAt: '2026-10-15T20:45:00.000Z',
    touched: 2,
  },
];

const corrections: CorrectionListItem[] = rules.map(({ rule, createdAt, touched }, index) => ({
  id: `c${index + 1}`,
  description: describeCorrection(rule),
  createdAt,
  touched,
}));

const undone = (): Promise<UndoOutcome> => Promise.resolve({ undone: true });

const meta = {
  title: 'Screens/YourCorrections',
  tags: ['autodocs'],
  component: YourCorrections,
  parameters: { layout: 'padded', router: { path: '/profile/corrections', route: '/profile/corrections' } },
  args: {
    status: 'ready',
    corrections,
    onUndo: fn<YourCorrectionsProps['onUndo']>(undone),
    onRetry: fn(),
    profileTo: '/profile',
    transactionsTo: '/transactions',
  },
} satisfies Meta<typeof YourCorrections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule in words, newest first, when it was made and what it touched in the latest run. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your corrections' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Your corrections' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Treat Verizon Wireless and VZW Autopay as one');
    await expect(items[0]).toHaveTextContent(touchedText(null));
    await expect(items[1]).toHaveTextContent('Charges from Briarwood Residences are essential');
    await expect(items[1]).toHaveTextContent('Made Nov 20, 2026');
    await expect(items[1]).toHaveTextContent('Used on 6 transactions in your latest analysis');
    await expect(items[2]).toHaveTextContent('Used on 1 transaction in your latest analysis');
    await expect(canvas.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');
  },
};

/** The list on a phone: Undo goes under the words when they need the width. */
export const DefaultPhone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: /^Undo: / })).toHaveLength(4);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Undo asks for that rule's id and shows it is working until the list reloads without it. */
export const Undoing: Story = {
  args: { onUndo: fn<YourCorrectionsProps['onUndo']>(() => new Promise<UndoOutcome>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const undo = canvas.getByRole('button', { name: 'Undo: Charges from Briarwood Residences are essential' });
    await userEvent.click(undo);
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(args.onUndo).toHaveBeenCalledWith('c2');
    await expect(undo).toHaveAttribute('aria-busy', 'true');
  },
};

/** An Undo that failed says so under its rule, and the button tries again. */
export const UndoFailed: Story = {
  args: {
    onUndo: fn<YourCorrectionsProps['onUndo']>(() => Promise.resolve({ undone: false, message: UNDO_FAILED_MESSAGE })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo: Crunch Fitness is not a recurring charge' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UNDO_FAILED_MESSAGE);
    const retry = canvas.getByRole('button', { name: 'Try again to undo: Crunch Fitness is not a recurring charge' });
    await expect(retry).toHaveTextContent('Try again');
    await userEvent.click(retry);
    await expect(args.onUndo).toHaveBeenCalledTimes(2);
  },
};

/** No rules yet: what corrections are and where to make one. */
export const Empty: Story = {
  args: { corrections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No corrections yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to transactions' })).toHaveAttribute('href', '/transactions');
  },
};

/** Empty on a phone. */
export const EmptyPhone: Story = {
  globals: { viewport: PHONE },
  args: { corrections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No corrections yet' })).toBeVisible();
  },
};

/** Loading: the list's shape, hidden from assistive technology, with a status that says what loads. */
export const Loading: Story = {
  args: { status: 'loading', corrections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your corrections');
    await expect(canvas.queryByRole('list', { name: 'Your corrections' })).toBeNull();
  },
};

/** Loading on a phone. */
export const LoadingPhone: Story = {
  globals: { viewport: PHONE },
  args: { status: 'loading', corrections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your corrections');
  },
};

/** The list could not be loaded (product 8): the message and Try again. */
export const LoadError: Story = {
  args: { status: 'error', corrections: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CORRECTIONS_FETCH_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The load error on a phone. */
export const LoadErrorPhone: Story = {
  globals: { viewport: PHONE },
  args: { status: 'error', corrections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CORRECTIONS_FETCH_FAILED_MESSAGE);
  },
};
