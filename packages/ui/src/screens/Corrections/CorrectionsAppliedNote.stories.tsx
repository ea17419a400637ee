import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CorrectionsAppliedNote } from './CorrectionsAppliedNote';

const meta = {
  title: 'Components/CorrectionsAppliedNote',
  tags: ['autodocs'],
  component: CorrectionsAppliedNote,
  parameters: { layout: 'padded' },
  args: { count: 3, correctionsTo: '/profile/corrections' },
} satisfies Meta<typeof CorrectionsAppliedNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rules touched the result: the note says so and links to them. */
export const Several: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Adjusted by 3 of your corrections\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your corrections' })).toHaveAttribute(
      'href',
      '/profile/corrections',
    );
  },
};

/** One rule ("1 of your corrections": the words stay plural, the list is). */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Adjusted by 1 of your corrections\./)).toBeVisible();
  },
};

/** No rule touched the result: nothing is drawn. */
export const None: Story = {
  parameters: { visual: false }, // Draws nothing: an empty picture.
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
