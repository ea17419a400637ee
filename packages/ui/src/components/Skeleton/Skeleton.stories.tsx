import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Box } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Skeleton, SkeletonRegion, skeletonShapes } from './Skeleton';
import type { SkeletonTextSize } from './Skeleton';
import { textSize } from './Skeleton.stories.css';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder shaped like the content on its way: a line of text of a given size, a block or a ' +
          'circle. Lay skeletons out as the content will be (with `Stack`, `Inline`, `Columns`) inside a ' +
          '`SkeletonRegion`, which marks the region busy and says what is loading to assistive technology; ' +
          'the shapes themselves are hidden from it. A text line is exactly as tall as a line of text of its ' +
          'size, so the content replaces it without a shift. The sweep stops when reduced motion is asked for.',
      },
    },
  },
  args: { shape: 'text', size: 'medium' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'select', options: Object.keys(vars.font.size) },
  },
  render: (args) => (
    <SkeletonRegion label="Loading">
      <Skeleton {...args} />
    </SkeletonRegion>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of medium text; hidden from assistive technology, which hears the region's status instead. */
export const Text: Story = {
  args: { width: '40%' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const line = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(line).toHaveAttribute('aria-hidden', 'true');
    await expect(line?.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Three lines of a paragraph: the last one shorter. */
export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll<HTMLElement>('[data-skeleton="text"]')];
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
  },
};

const sizes = Object.keys(vars.font.size) as SkeletonTextSize[];

/**
 * Each text size beside a line of real text of that size: the skeleton is exactly as tall, so the
 * text that replaces it moves nothing below.
 */
export const TextSizes: Story = {
  render: () => (
    <SkeletonRegion label="Loading">
      <Stack space="small">
        {sizes.map((size) => (
          <Inline key={size} space="medium" alignY="top">
            <Skeleton size={size} width="40%" />
            <span data-size={size} className={textSize[size]}>
              $2,423.20
            </span>
          </Inline>
        ))}
      </Stack>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    for (const size of sizes) {
      const text = canvasElement.querySelector(`[data-size="${size}"]`);
      const line = text?.previousElementSibling;
      await expect(line?.getBoundingClientRect().height).toBe(text?.getBoundingClientRect().height);
    }
  },
};

/** A block (a tile, a chart, a button) and a circle (an icon chip), at a size token's height. */
export const Shapes: Story = {
  render: () => (
    <SkeletonRegion label="Loading">
      <Inline space="large" alignY="center">
        <Skeleton shape="circle" height={vars.size.controlLarge} />
        <Skeleton shape="block" width={vars.size.statMin} height={vars.space.xxxlarge} />
        <Skeleton shape="block" width={vars.size.labelColumn} height={vars.size.controlMedium} />
      </Inline>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-skeleton="circle"]')?.getBoundingClientRect();
    await expect(circle?.width).toBeGreaterThan(0);
    await expect(circle?.width).toBe(circle?.height);
  },
};

/**
 * A list of rows as a screen composes it: a named busy region ('Recent analyses') whose status reads
 * 'Loading recent analyses...'.
 */
export const ListRows: Story = {
  render: () => (
    <SkeletonRegion label="Loading recent analyses..." aria-label="Recent analyses">
      <Stack space="large">
        {[0, 1, 2].map((row) => (
          <Inline key={row} space="medium" alignY="center">
            <Skeleton shape="circle" height={vars.size.controlMedium} />
            <Box flexGrow="1">
              <Stack space="xxsmall">
                <Skeleton width="50%" />
                <Skeleton size="small" width="30%" />
              </Stack>
            </Box>
            <Skeleton width={vars.size.controlLarge} />
          </Inline>
        ))}
      </Stack>
    </SkeletonRegion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading recent analyses...');
    await expect(canvas.getByRole('region', { name: 'Recent analyses' })).toHaveAttribute('aria-busy', 'true');
  },
};
