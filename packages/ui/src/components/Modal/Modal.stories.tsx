import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, modalSizes } from './Modal';
import type { ModalProps } from './Modal';

interface DemoProps extends ModalProps {
  /** Open on first render (for visual states); otherwise the opener button opens it. */
  initiallyOpen?: boolean;
  /** Render Cancel and Remove buttons in the footer. */
  withFooter?: boolean;
  /** Give initial focus to the footer's confirm button. */
  focusConfirm?: boolean;
}

/** The Modal with real state: an opener button, and closing through onClose. */
function ModalDemo({ initiallyOpen = false, withFooter = true, focusConfirm = false, onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        initialFocusRef={focusConfirm ? confirmRef : undefined}
        footer={
          withFooter ? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button ref={confirmRef} variant="danger" onClick={close}>
                Remove
              </Button>
            </>
          ) : undefined
        }
      />
    </>
  );
}

/** Typed by the demo wrapper, whose props are the Modal's plus the demo's own switches. */
const meta = {
  title: 'Components/Modal',
  tags: ['autodocs'],
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: 'Remove Chase Bank?',
    description: 'Its accounts and transactions will no longer be analysed.',
    children: <p>You can link the bank again at any time.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The full keyboard contract: focus moves in on open, Tab and Shift+Tab wrap inside the dialog,
 * Escape calls onClose, and focus returns to the button that opened it.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);

    const dialog = await page.findByRole('dialog', { name: 'Remove Chase Bank?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Its accounts and transactions will no longer be analysed.');
    await expect(document.body).toHaveAttribute('data-scroll-locked');

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    await expect(close).toHaveFocus();

    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
  },
};

/** Opened with the keyboard, closed with the footer's Cancel: focus still returns to the opener. */
export const KeyboardOpenAndCancel: Story = {
  // Not captured: its play ends with the dialog closed and focus on the opener, as Default's does.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = { args: { initiallyOpen: true } };

export const OpenDark: Story = { args: { initiallyOpen: true }, globals: { theme: 'dark' } };

export const Small: Story = {
  args: { initiallyOpen: true, size: 'small', description: undefined },
};

export const Large: Story = {
  args: {
    initiallyOpen: true,
    size: 'large',
    title: 'Raw data',
    description: 'The result exactly as the server returned it.',
    children: <pre>{JSON.stringify({ riskScore: 42, riskLevel: 'MEDIUM', findings: 3 }, null, 2)}</pre>,
  },
};

/**
 * Taller than the viewport: the overlay scrolls, the page behind does not, and the footer's actions
 * stay on screen (sticky to the overlay's bottom) instead of waiting below the fold.
 */
export const LongContent: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    const action = within(dialog).getByRole('button', { name: 'Remove' });
    await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
  args: {
    withFooter: true,
    initiallyOpen: true,
    title: 'Terms of the credit purchase, with a title long enough to wrap onto a second line',
    children: (
      <>
        {Array.from({ length: 24 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}. Credits are non-refundable once used and do not expire. Activation is instant.
          </p>
        ))}
      </>
    ),
  },
};

/** A click on the dimmed overlay closes the dialog. */
export const OverlayClickCloses: Story = {
  args: { initiallyOpen: true },
  // Not captured: its play ends with the dialog closed, the page Default ends on.
  parameters: { visual: false },
  play: async ({ args }) => {
    const page = within(document.body);
    await page.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]');
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With dismissOnOverlay off, the overlay does nothing; Escape still closes. */
export const OverlayClickIgnored: Story = {
  args: { initiallyOpen: true, dismissOnOverlay: false },
  // Not captured: its play ends with Escape closing the dialog, the page Default ends on.
  parameters: { visual: false },
  play: async ({ args }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]');
    if (overlay) await userEvent.click(overlay);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** initialFocusRef chooses where focus lands. */
export const InitialFocus: Story = {
  args: { focusConfirm: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
  },
};

/** Nothing focusable inside: the dialog itself takes focus and Tab keeps it there. */
export const NothingFocusable: Story = {
  args: {
    withFooter: false,
    hideCloseButton: true,
    title: 'Queuing your analysis...',
    description: undefined,
    children: <p>This takes a moment. Press Escape to close.</p>,
  },
  // Not captured: its play ends with Escape closing the dialog and focus on the opener, as Default's does.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
