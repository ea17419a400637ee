import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Card, cardPaddings } from './Card';

/** The element a real pointer would hit at the centre of `element` (user-event does not hit-test). */
function elementAtCentreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

const meta = {
  title: 'Components/Card',
  tags: ['autodocs'],
  component: Card,
  args: {
    title: 'Available Credits',
    description: 'Credits do not expire. Activation is instant.',
    children: <p>You have 3 credits.</p>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, children: <p>A plain surface with no header.</p> },
};

export const WithActions: Story = {
  args: {
    title: 'Linked institutions',
    description: 'Banks you have connected.',
    actions: (
      <Button size="small" variant="secondary" icon={<Icon name="plus" size="small" />}>
        Link account
      </Button>
    ),
  },
};

/** A titled section is a labelled region. */
export const AsSection: Story = {
  args: { as: 'section', title: 'Quick Stats', titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Quick Stats' })).toBeInTheDocument();
  },
};

export const AsArticle: Story = {
  args: { as: 'article', title: 'Budget Builder', description: 'Planning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Budget Builder' })).toBeInTheDocument();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Box display="grid" gap="medium">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`} />
      ))}
    </Box>
  ),
};

/**
 * The whole card links to the agent page. The link's name is the title; the focus ring surrounds
 * the card; clicking anywhere on the card follows the link.
 */
export const Interactive: Story = {
  args: {
    as: 'article',
    title: 'Fraud Detection',
    description: 'Security',
    to: '/agents/fraud_detection',
    children: <p>Scans six months of transactions for suspicious activity. From 2 credits.</p>,
  },
  // Not captured: its play follows the link and ends on another page; InteractiveDark shows this card.
  parameters: { router: { path: '/dashboard', route: '/dashboard' }, visual: false },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Fraud Detection' });
    await expect(link).toHaveAttribute('href', '/agents/fraud_detection');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // What a real pointer hits over the body text is the title link (its ::after covers the card).
    const hit = elementAtCentreOf(canvas.getByText(/Scans six months/));
    await expect(hit).toBe(link);
    await userEvent.click(hit as Element);
    await expect(within(canvasElement).getByTestId('navigated-away')).toBeInTheDocument();
  },
};

/** Actions stay separately clickable above the stretched link. */
export const InteractiveWithAction: Story = {
  args: {
    title: 'Recurring Expenses',
    description: 'Subscriptions',
    to: '/agents/recurring_expenses',
    actions: (
      <Button size="small" variant="ghost" onClick={fn()}>
        Details
      </Button>
    ),
  },
  parameters: { router: { path: '/dashboard', route: '/dashboard' } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Details' });
    await expect(elementAtCentreOf(button)).toBe(button);
    await userEvent.click(button);
    await expect(within(canvasElement).queryByTestId('navigated-away')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Recurring Expenses' })).toBeInTheDocument();
  },
};

// Captured (Interactive is not: its play navigates away): the interactive card at rest, dark.
export const InteractiveDark: Story = {
  ...Interactive,
  play: undefined,
  parameters: { ...Interactive.parameters, visual: true },
  globals: { theme: 'dark' },
};

export const LongContent: Story = {
  args: {
    title: 'A card title that is long enough to wrap onto a second line on narrow screens and keep going',
    description:
      'A long description that explains in some detail what this card contains, so that the header has to wrap and the actions move below it.',
    actions: <Button size="small">Action</Button>,
    children: (
      <p>
        Supercalifragilisticexpialidocious-unbroken-words-should-not-overflow-the-card-boundary-even-when-they-are-very-long.
      </p>
    ),
  },
};
