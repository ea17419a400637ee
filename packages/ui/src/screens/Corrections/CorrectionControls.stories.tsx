import { CORRECTION_LIMIT_MESSAGE, CORRECTION_SAVED_MESSAGE } from '@ledgerlight/contract';
import type { CorrectionRule } from '@ledgerlight/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CORRECTION_FAILED_MESSAGE } from './CorrectionControl';
import type { CorrectionOutcome, SaveCorrection } from './CorrectionControl';
import { FraudAlertCorrection, NOT_ME_GUIDANCE, StreamCorrection, TransactionCorrection } from './CorrectionControls';
import * as styles from './CorrectionControls.stories.css';

/** A phone held upright (the preview's 390 x 844 `phone`). */
const PHONE = { value: 'phone', isRotated: false } as const;

const blueBottle = { key: 'blue bottle coffee', name: 'Blue Bottle Coffee' };
const verizon = { key: 'bill:verizon', name: 'Verizon Wireless' };
const vzw = { key: 'vzw*autopay', name: 'VZW Autopay' };
const netflix = { key: 'svc:netflix', name: 'Netflix' };
const hotel = { key: 'hotel lumina', name: 'Hotel Lumina' };

/** Saves at once. */
const saved = (): Promise<CorrectionOutcome> => Promise.resolve({ saved: true });
/** Never answers: the control stays on "Saving". */
const pending = (): Promise<CorrectionOutcome> => new Promise<CorrectionOutcome>(() => undefined);

/** What each story's control asked to save; cleared before every story. */
const save = fn<SaveCorrection>(saved);

const meta = {
  title: 'Components/CorrectionControls',
  tags: ['autodocs'],
  component: TransactionCorrection,
  parameters: { layout: 'padded' },
  args: { merchant: blueBottle, category: 'Coffee Shops', onSave: save },
  decorators: [
    (Story) => (
      <div className={styles.rowEnd}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    save.mockReset();
    save.mockImplementation(saved);
  },
} satisfies Meta<typeof TransactionCorrection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first rule asked for. */
function firstRule(): CorrectionRule | undefined {
  return save.mock.calls[0]?.[0];
}

/** A transaction row's control, closed: an icon button named for the merchant, opening a menu. */
export const TransactionIdle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Opened from the keyboard: the first option has focus, the arrows move through the four. */
export const TransactionMenu: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'Correct Blue Bottle Coffee' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Change category',
      'Mark as essential',
      'Mark as discretionary',
      'Treat as a transfer between my accounts',
    ]);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Change category: one click, one choice (the category list starts on the row's), then saved. */
export const TransactionChangeCategory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Change category' }));
    const select = canvas.getByRole('combobox', { name: 'Category for Blue Bottle Coffee' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('Coffee Shops');
    await userEvent.selectOptions(select, 'Dining Out');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(save).toHaveBeenCalledOnce();
    await expect(firstRule()).toEqual({ kind: 'set_category', merchant: blueBottle, category: 'Dining Out' });
  },
};

/** The saved state on a phone: the panel stays inside the screen, under the row's end. */
export const TransactionSavedPhone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Mark as essential' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(firstRule()).toEqual({ kind: 'set_essential', merchant: blueBottle, essential: true });
    const panel = canvas.getByRole('group', { name: 'Correction for Blue Bottle Coffee' });
    await expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** While the rule is saved: "Saving", and the control cannot be pressed again. */
export const TransactionSaving: Story = {
  play: async ({ canvas }) => {
    save.mockImplementation(pending);
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Treat as a transfer between my accounts' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your correction…');
    await expect(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' })).toBeDisabled();
    await expect(firstRule()).toEqual({ kind: 'treat_as_transfer', merchant: blueBottle });
  },
};

/** Not saved: the reason, and Try again, which saves the same rule. */
export const TransactionFailed: Story = {
  play: async ({ canvas }) => {
    save.mockImplementation(() => Promise.reject(new Error('offline')));
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Mark as discretionary' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CORRECTION_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(firstRule()).toEqual({ kind: 'set_essential', merchant: blueBottle, essential: false });
  },
};

/** The failure's own words (the 200-rule limit) on a phone; Try again then succeeds with the same rule. */
export const TransactionFailedThenRetriedPhone: Story = {
  globals: { viewport: PHONE },
  parameters: { visual: false }, // Ends saved on a phone: TransactionSavedPhone's picture.
  play: async ({ canvas }) => {
    save.mockImplementationOnce(() => Promise.resolve({ saved: false, message: CORRECTION_LIMIT_MESSAGE }));
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Mark as discretionary' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CORRECTION_LIMIT_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(save).toHaveBeenCalledTimes(2);
    await expect(save.mock.calls[1]?.[0]).toEqual(firstRule());
  },
};

/** Escape closes the menu and gives focus back to its button; nothing is saved. */
export const TransactionEscape: Story = {
  parameters: { visual: false }, // Ends closed, as TransactionIdle's picture shows.
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Correct Blue Bottle Coffee' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Change category' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Category for Blue Bottle Coffee' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(save).not.toHaveBeenCalled();
  },
};

type StreamStory = StoryObj<typeof StreamCorrection>;

const streamArgs = { merchant: verizon, otherStreams: [verizon, vzw, netflix], onSave: save };

/** A recurring stream's control: a labelled menu of the five corrections. */
export const StreamMenu: StreamStory = {
  render: (args) => <StreamCorrection {...args} />,
  args: streamArgs,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Verizon Wireless' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Not recurring',
      'Same as...',
      'Split by amount',
      'Rename',
      'Mark as cancelled',
    ]);
  },
};

/** "Same as...": the other streams of the result (never the stream itself), then one merge rule. */
export const StreamSameAs: StreamStory = {
  render: (args) => <StreamCorrection {...args} />,
  args: streamArgs,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Verizon Wireless' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Same as...' }));
    const select = canvas.getByRole('combobox', { name: 'Verizon Wireless is the same as' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['VZW Autopay', 'Netflix']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(firstRule()).toEqual({ kind: 'merge_streams', merchant: verizon, into: vzw });
  },
};

/** Rename on a phone: an empty name is refused in words; a name is saved trimmed. */
export const StreamRenamePhone: StreamStory = {
  globals: { viewport: PHONE },
  render: (args) => <StreamCorrection {...args} />,
  args: streamArgs,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Verizon Wireless' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rename' }));
    const field = canvas.getByRole('textbox', { name: 'New name for Verizon Wireless' });
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription('Error: Enter a name');
    await expect(save).not.toHaveBeenCalled();
    await userEvent.type(field, '  Phone bill ');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Correction for Verizon Wireless' })).toBeVisible();
  },
};

/** Mark as cancelled on a phone: one click, saved. */
export const StreamCancelledPhone: StreamStory = {
  globals: { viewport: PHONE },
  render: (args) => <StreamCorrection {...args} />,
  args: { ...streamArgs, merchant: netflix },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Netflix' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Mark as cancelled' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(firstRule()).toEqual({ kind: 'mark_cancelled', merchant: netflix });
  },
};

type FraudStory = StoryObj<typeof FraudAlertCorrection>;

const fraudDecorators: FraudStory['decorators'] = [
  (Story) => (
    <div className={styles.cardStart}>
      <Story />
    </div>
  ),
];

/** A fraud alert's two answers, side by side. */
export const FraudIdle: FraudStory = {
  render: (args) => <FraudAlertCorrection {...args} />,
  decorators: fraudDecorators,
  args: { merchant: hotel, amount: 412.5, onSave: save },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'This was me' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Not me' })).toBeEnabled();
  },
};

/** "This was me": saved with the band 20 % either side of the alert's amount. */
export const FraudThisWasMe: FraudStory = {
  render: (args) => <FraudAlertCorrection {...args} />,
  decorators: fraudDecorators,
  args: { merchant: hotel, amount: 412.5, onSave: save },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'This was me' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(firstRule()).toEqual({
      kind: 'this_was_me',
      merchant: hotel,
      band: { minAmount: 330, maxAmount: 495 },
    });
  },
};

/** "Not me" on a phone: the bank's dispute guidance; nothing is saved and the alert stays. */
export const FraudNotMePhone: FraudStory = {
  globals: { viewport: PHONE },
  render: (args) => <FraudAlertCorrection {...args} />,
  decorators: fraudDecorators,
  args: { merchant: hotel, amount: 412.5, onSave: save },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not me' }));
    const panel = canvas.getByRole('group', { name: 'Correction for Hotel Lumina' });
    await expect(panel).toHaveTextContent(NOT_ME_GUIDANCE);
    await expect(canvas.getByRole('button', { name: 'Not me' })).toHaveAttribute('aria-expanded', 'true');
    await expect(save).not.toHaveBeenCalled();
  },
};
