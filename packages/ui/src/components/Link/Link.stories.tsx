import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Link, linkSizes, linkVariants, NEW_TAB_TEXT } from './Link';

const meta = {
  title: 'Components/Link',
  tags: ['autodocs'],
  component: Link,
  args: { to: '/finance-agents', children: 'Explore AI Agents' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    size: { control: 'inline-radio', options: linkSizes },
  },
  parameters: { router: { path: '/dashboard', route: '/dashboard' } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-app route: followed by react-router without a page load. */
export const Internal: Story = {
  // Not captured: its play follows the link and ends on another page; AllVariants shows internal links.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Explore AI Agents' });
    await expect(link).toHaveAttribute('href', '/finance-agents');
    await userEvent.click(link);
    await expect(within(canvasElement).getByTestId('navigated-away')).toBeInTheDocument();
  },
};

/** In running text: always underlined, so colour is not the only cue. */
export const InlineInText: Story = {
  render: (args) => (
    <p>
      Credits do not expire. Read the <Link {...args}>terms and conditions</Link> before you buy a package.
    </p>
  ),
  args: { to: '/terms' },
};

export const Standalone: Story = {
  args: { variant: 'standalone', to: '/finance-agents', children: 'View All', iconEnd: 'chevron-right' },
};

export const Primary: Story = { args: { variant: 'primary', to: '/welcome', children: 'Get Started Free' } };
export const Secondary: Story = { args: { variant: 'secondary', to: '/dashboard', children: 'Return to Dashboard' } };

export const ButtonLikeSizes: Story = {
  // Not captured: button-like links share the button recipe, pixel for pixel Components/Button Sizes.
  parameters: { visual: false },
  render: (args) => (
    <Box display="flex" gap="medium" alignItems="center">
      {linkSizes.map((size) => (
        <Link key={size} {...args} variant="primary" size={size}>
          {size}
        </Link>
      ))}
    </Box>
  ),
};

export const WithIcon: Story = {
  args: { variant: 'standalone', to: '/finance-agents', icon: 'arrow-left', children: 'Back to Agents' },
};

/** Outside the app in the same tab: still rel="noopener noreferrer", no new-tab note. */
export const External: Story = {
  args: { to: undefined, href: 'https://example.com/security', children: 'Our security practices' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Our security practices' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A new tab is announced ("opens in a new tab") and marked with an icon. */
export const ExternalNewTab: Story = {
  args: {
    to: undefined,
    href: 'https://example.com/plaid-privacy',
    target: '_blank',
    variant: 'standalone',
    children: 'Bank-linking privacy policy',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Bank-linking privacy policy ${NEW_TAB_TEXT}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium" alignItems="flex-start">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant} link
        </Link>
      ))}
    </Box>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const LongText: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <p>
        <Link {...args}>
          A very long inline link that keeps going so that it wraps over more than one line in a narrow column of text
        </Link>
      </p>
      <Link {...args} variant="standalone" iconEnd="chevron-right">
        Continue to the detailed results of your most recent budget analysis
      </Link>
    </Box>
  ),
};
