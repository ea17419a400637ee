import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { boxOf, Sample, spacePx } from './layoutSamples.test-support';
import { Stack, stackAligns } from './Stack';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Parts one under another with a space token between them: a card body, a form, a page of sections. ' +
          'Use it instead of a class with `display: flex`, `flexDirection: column` and a `gap` (ADR 0037).',
      },
    },
  },
  args: { space: 'medium', children: null },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
  render: (args) => (
    <Stack {...args}>
      <Sample label="Checking ••••4821" />
      <Sample label="Savings ••••1170" />
      <Sample label="Visa Signature ••••0093" />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap between two neighbours, top to bottom. */
function gapsOf(canvasElement: HTMLElement, labels: readonly string[]): number[] {
  const boxes = labels.map((label) => {
    const element = [...canvasElement.querySelectorAll('div')].find((node) => node.textContent === label);
    if (element === undefined) throw new Error(`No sample '${label}'`);
    return boxOf(element);
  });
  return boxes.slice(1).map((box, index) => box.top - (boxes[index]?.bottom ?? 0));
}

const labels = ['Checking ••••4821', 'Savings ••••1170', 'Visa Signature ••••0093'] as const;

/** Unaligned, every part is as wide as the stack; the space token is the gap. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(gapsOf(canvasElement, labels)).toEqual([spacePx('medium'), spacePx('medium')]);
    const stack = canvas.getByText(labels[0]).parentElement;
    await expect(boxOf(canvas.getByText(labels[2])).width).toBe(stack?.getBoundingClientRect().width);
  },
};

/** Every space token, from none to the largest. */
export const Spaces: Story = {
  render: () => (
    <Stack space="xlarge">
      {(['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'xxxlarge'] as const).map(
        (space) => (
          <Stack key={space} space={space} aria-label={`space ${space}`}>
            <Sample label={`${space} above`} />
            <Sample label={`${space} below`} />
          </Stack>
        ),
      )}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const space of ['none', 'xxsmall', 'small', 'xxxlarge'] as const) {
      await expect(gapsOf(canvasElement, [`${space} above`, `${space} below`])).toEqual([spacePx(space)]);
    }
  },
};

/** Parts as wide as their content, at the left edge. */
export const AlignLeft: Story = {
  args: { align: 'left' },
  play: async ({ canvas }) => {
    const stack = boxOf(canvas.getByText(labels[0]).parentElement as HTMLElement);
    const short = boxOf(canvas.getByText(labels[1]));
    await expect(short.left).toBe(stack.left);
    await expect(short.width).toBeLessThan(stack.width);
  },
};

/** Parts as wide as their content, centred. */
export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = boxOf(canvas.getByText(labels[0]).parentElement as HTMLElement);
    const short = boxOf(canvas.getByText(labels[1]));
    await expect(Math.abs(short.left - stack.left - (stack.right - short.right))).toBeLessThanOrEqual(1);
  },
};

/** Parts as wide as their content, at the right edge. */
export const AlignRight: Story = {
  args: { align: 'right' },
  play: async ({ canvas }) => {
    const stack = boxOf(canvas.getByText(labels[0]).parentElement as HTMLElement);
    await expect(boxOf(canvas.getByText(labels[1])).right).toBe(stack.right);
  },
};

/** A space per breakpoint: `small` on phones, `xxlarge` from desktop up (this story is drawn at desktop). */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'small', desktop: 'xxlarge' } },
  play: async ({ canvasElement }) => {
    await expect(gapsOf(canvasElement, labels)).toEqual([spacePx('xxlarge'), spacePx('xxlarge')]);
  },
};

/** The same stack on a phone: the mobile space. */
export const ResponsiveSpaceMobile: Story = {
  ...ResponsiveSpace,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(gapsOf(canvasElement, labels)).toEqual([spacePx('small'), spacePx('small')]);
  },
};

/** Another element where the markup calls for one; here a section named by its label. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Accounts', space: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Accounts' })).toBeInTheDocument();
  },
};
