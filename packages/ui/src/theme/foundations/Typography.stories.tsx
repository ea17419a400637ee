import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lightTokens } from '../tokens';
import { TypeScale, tokenLeaves } from './TokenViews';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The type scale and weights of the bundled text face. Headings and body text take them through the ' +
          'shared text rules (`headingRule`, `textRule`) rather than setting sizes one by one.',
      },
    },
  },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each sample is drawn at its token's size and weight. */
export const Scale: Story = {
  play: async ({ canvas }) => {
    const sizes = within(canvas.getByRole('table', { name: 'Font sizes' }));
    for (const { name, value } of tokenLeaves(lightTokens.font.size)) {
      const row = sizes.getByRole('row', { name: new RegExp(`vars\\.font\\.size\\.${name}\\b`) });
      const sample = row.querySelector('[data-sample]');
      await expect(sample && getComputedStyle(sample).fontSize).toBe(value);
    }
    const weights = within(canvas.getByRole('table', { name: 'Font weights' }));
    for (const { name, value } of tokenLeaves(lightTokens.font.weight)) {
      const row = weights.getByRole('row', { name: new RegExp(`vars\\.font\\.weight\\.${name}\\b`) });
      const sample = row.querySelector('[data-sample]');
      await expect(sample && getComputedStyle(sample).fontWeight).toBe(value);
    }
  },
};
