import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Components/Icon',
  tags: ['autodocs'],
  component: Icon,
  args: { name: 'shield' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  args: { name: 'alert-triangle', label: 'Warning' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Warning' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="large" alignItems="center">
      {iconSizes.map((size) => (
        <Box key={size} display="flex" flexDirection="column" alignItems="center" gap="xsmall" fontSize="small">
          <Icon {...args} size={size} />
          <span>{size}</span>
        </Box>
      ))}
    </Box>
  ),
};

/** The agents' five icons, in catalogue order. */
export const AgentIcons: Story = {
  render: () => (
    <Box display="flex" gap="large" color="brand">
      <Icon name="shield" size="large" label="Fraud detection" />
      <Icon name="pie-chart" size="large" label="Budget builder" />
      <Icon name="repeat" size="large" label="Recurring expenses" />
      <Icon name="piggy-bank" size="large" label="Savings finder" />
      <Icon name="shopping-bag" size="large" label="Discretionary spending" />
    </Box>
  ),
};

/** Every icon in the set, with its name. */
export const Gallery: Story = {
  render: () => (
    <Box
      as="ul"
      display="grid"
      gridTemplateColumns={{ mobile: '3', tablet: '5' }}
      gap="medium"
      padding="none"
      margin="none"
    >
      {iconNames.map((name) => (
        <Box
          as="li"
          key={name}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="small"
          padding="medium"
          borderRadius="medium"
          background="surface"
          color="primary"
          fontSize="small"
        >
          <Icon name={name} size="large" />
          <span>{name}</span>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(drawn).toHaveLength(iconNames.length);
    for (const svg of drawn) {
      await expect(svg.childElementCount).toBeGreaterThan(0);
    }
  },
};

export const GalleryDark: Story = { ...Gallery, globals: { theme: 'dark' } };
