import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lightTokens } from '../tokens';
import { SpaceScale, tokenLeaves } from './TokenViews';

const meta = {
  title: 'Foundations/Spacing',
  component: SpaceScale,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The spacing scale and corner radii. Lay parts out with `Stack`, `Inline` and `Columns`, whose ' +
          '`space` props take these names (ADR 0037).',
      },
    },
  },
} satisfies Meta<typeof SpaceScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bar is as long as its space token, each sample as round as its radius token. */
export const Scale: Story = {
  play: async ({ canvas }) => {
    const space = within(canvas.getByRole('table', { name: 'Space tokens' }));
    for (const { name, value } of tokenLeaves(lightTokens.space)) {
      const row = space.getByRole('row', { name: new RegExp(`vars\\.space\\.${name}\\b`) });
      const bar = row.querySelector('[aria-hidden="true"]');
      await expect(bar?.getBoundingClientRect().width).toBe(Number.parseFloat(value));
    }
    const radius = within(canvas.getByRole('table', { name: 'Radius tokens' }));
    await expect(radius.getAllByRole('row')).toHaveLength(tokenLeaves(lightTokens.radius).length + 1);
  },
};
