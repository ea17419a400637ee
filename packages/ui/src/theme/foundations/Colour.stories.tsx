import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkTokens, lightTokens } from '../tokens';
import { ColourTokens, colourGroups, tokenLeaves } from './TokenViews';

const meta = {
  title: 'Foundations/Colour',
  component: ColourTokens,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Every colour of the theme contract, light and dark. Use a colour by its purpose ' +
          '(`vars.color.text.secondary`), never by its value: lint rejects raw colours outside the theme.',
      },
    },
  },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a browser computes for `value`, to compare a drawn swatch with its token. */
function computedColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Each group is a table with a row per token, and each swatch is drawn in its token's colour. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    for (const group of colourGroups) {
      const table = within(canvas.getByRole('table', { name: `Colour tokens: ${group}` }));
      const leaves = tokenLeaves(lightTokens.color[group]);
      await expect(table.getAllByRole('row')).toHaveLength(leaves.length + 1);
      const first = leaves[0];
      if (!first) throw new Error(`The ${group} group has no tokens`);
      const row = table.getByRole('row', { name: new RegExp(`vars\\.color\\.${group}\\.${first.name}\\b`) });
      const [light, dark] = [...row.querySelectorAll('[aria-hidden="true"]')];
      await expect(getComputedStyle(light as Element).backgroundColor).toBe(computedColour(first.value));
      const darkValue = tokenLeaves(darkTokens.color[group]).find((leaf) => leaf.name === first.name)?.value ?? '';
      await expect(getComputedStyle(dark as Element).backgroundColor).toBe(computedColour(darkValue));
    }
  },
};
