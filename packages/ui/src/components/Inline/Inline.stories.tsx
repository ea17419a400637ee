import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { boxOf, Sample, spacePx } from '../Stack/layoutSamples.test-support';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const meta = {
  title: 'Components/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Parts side by side with a space token between them, wrapping onto more lines when the width runs out: ' +
          'badges, actions, a label and its value. Use it instead of a class with `display: flex`, ' +
          '`flexWrap: wrap` and a `gap` (ADR 0037).',
      },
    },
  },
  args: { space: 'small', children: null },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
  render: (args) => (
    <Inline {...args}>
      <Sample label="Fraud Detection" />
      <Sample label="Budget Builder" tall />
      <Sample label="Savings Finder" />
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, tall, last] = ['Fraud Detection', 'Budget Builder', 'Savings Finder'] as const;

/** Unaligned, the parts start at the left and each is as tall as the line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [a, b, c] = [first, tall, last].map((label) => boxOf(canvas.getByText(label)));
    await expect((b?.left ?? 0) - (a?.right ?? 0)).toBe(spacePx('small'));
    await expect(a?.height).toBe(b?.height);
    await expect(c?.top).toBe(a?.top);
  },
};

/** Every space token, from none to the largest, as the gap between badges. */
export const Spaces: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      {(['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'xxxlarge'] as const).map(
        (space) => (
          <Inline key={space} space={space} aria-label={`space ${space}`}>
            <Badge tone="brand">{`${space} before`}</Badge>
            <Badge tone="neutral">{`${space} after`}</Badge>
          </Inline>
        ),
      )}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const space of ['none', 'xsmall', 'large', 'xxxlarge'] as const) {
      // The badge is the label's parent.
      const before = boxOf(canvas.getByText(`${space} before`).parentElement as HTMLElement);
      const after = boxOf(canvas.getByText(`${space} after`).parentElement as HTMLElement);
      await expect(after.left - before.right).toBe(spacePx(space));
    }
  },
};

/** Too many parts for the width: they wrap, and the lines are the same space apart. */
export const Wrapping: Story = {
  render: (args) => (
    <Box width="full" style={{ maxWidth: vars.size.fieldMin }}>
      <Inline {...args}>
        {['Dining', 'Groceries', 'Transport', 'Subscriptions', 'Travel', 'Shopping'].map((label) => (
          <Sample key={label} label={label} />
        ))}
      </Inline>
    </Box>
  ),
  args: { space: 'medium' },
  play: async ({ canvas }) => {
    const boxes = ['Dining', 'Groceries', 'Transport', 'Subscriptions', 'Travel', 'Shopping'].map((label) =>
      boxOf(canvas.getByText(label)),
    );
    const tops = [...new Set(boxes.map((box) => box.top))].sort((a, b) => a - b);
    await expect(tops.length).toBeGreaterThan(1);
    const lineHeight = boxes[0]?.height ?? 0;
    await expect((tops[1] ?? 0) - (tops[0] ?? 0) - lineHeight).toBe(spacePx('medium'));
  },
};

/** The parts centred along the line. */
export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const row = boxOf(canvas.getByText(first).parentElement as HTMLElement);
    const [a, c] = [first, last].map((label) => boxOf(canvas.getByText(label)));
    await expect(Math.abs((a?.left ?? 0) - row.left - (row.right - (c?.right ?? 0)))).toBeLessThanOrEqual(1);
  },
};

/** The parts at the end of the line. */
export const AlignRight: Story = {
  args: { align: 'right' },
  play: async ({ canvas }) => {
    const row = boxOf(canvas.getByText(first).parentElement as HTMLElement);
    await expect(boxOf(canvas.getByText(last)).right).toBe(row.right);
  },
};

/** Parts of different heights lined up at the top. */
export const AlignYTop: Story = {
  args: { alignY: 'top' },
  play: async ({ canvas }) => {
    const [a, b] = [first, tall].map((label) => boxOf(canvas.getByText(label)));
    await expect(a?.top).toBe(b?.top);
    await expect(a?.height).toBeLessThan(b?.height ?? 0);
  },
};

/** Parts of different heights centred on the line. */
export const AlignYCenter: Story = {
  args: { alignY: 'center' },
  play: async ({ canvas }) => {
    const [a, b] = [first, tall].map((label) => boxOf(canvas.getByText(label)));
    await expect(Math.abs((a?.top ?? 0) - (b?.top ?? 0) - ((b?.bottom ?? 0) - (a?.bottom ?? 0)))).toBeLessThanOrEqual(
      1,
    );
  },
};

/** Parts of different heights lined up at the bottom. */
export const AlignYBottom: Story = {
  args: { alignY: 'bottom' },
  play: async ({ canvas }) => {
    const [a, b] = [first, tall].map((label) => boxOf(canvas.getByText(label)));
    await expect(a?.bottom).toBe(b?.bottom);
  },
};

/** Text of different sizes on one baseline: a score and its scale. */
export const AlignYBaseline: Story = {
  args: { alignY: 'baseline' },
  render: (args) => (
    <Inline {...args}>
      <Box as="span" fontSize="xxlarge" fontWeight="bold" color="primary">
        72
      </Box>
      <Box as="span" fontSize="small" color="secondary">
        out of 100
      </Box>
      <Badge tone="warning">Moderate</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const big = boxOf(canvas.getByText('72'));
    const small = boxOf(canvas.getByText('out of 100'));
    await expect(small.top).toBeGreaterThan(big.top);
    await expect(small.bottom).toBeLessThanOrEqual(big.bottom);
  },
};

/** A span where only phrasing content may stand: inside a heading, here. */
export const AsSpan: Story = {
  render: () => (
    <h2>
      <Inline as="span" space="xsmall">
        <Badge tone="success">Completed</Badge>
        <Badge tone="neutral">3 credits</Badge>
      </Inline>
    </h2>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.firstElementChild?.tagName).toBe('SPAN');
  },
};
