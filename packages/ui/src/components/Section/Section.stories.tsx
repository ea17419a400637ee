import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Section } from './Section';

const meta = {
  title: 'Components/Section',
  tags: ['autodocs'],
  component: Section,
  args: {
    title: 'Recent Analysis',
    children: (
      <Box padding="large" background="surface" borderRadius="medium">
        Your six newest analyses appear here.
      </Box>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Recent Analysis' });
    await expect(region).toContainElement(canvas.getByRole('heading', { level: 2, name: 'Recent Analysis' }));
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'Up to six of your newest runs, across every agent.',
    actions: (
      <Button variant="secondary" size="small">
        View All
      </Button>
    ),
  },
};

export const Stacked: Story = {
  render: (args) => (
    <>
      <Section {...args} />
      <Section title="Quick Stats">
        <Box padding="large" background="surface" borderRadius="medium">
          Completed, credits used and active runs.
        </Box>
      </Section>
    </>
  ),
};
