import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { boxOf, Sample, spacePx } from '../Stack/layoutSamples.test-support';
import { Column, Columns, columnsAlignYs } from './Columns';
import type { ColumnWidth } from './Columns';

const meta = {
  title: 'Components/Columns',
  component: Columns,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A row of `Column`s, a space token apart, that stacks below `collapseBelow` (tablet unless told ' +
          'desktop), so a phone shows one column. Each column is a one-cell grid: its content fills it, and ' +
          'panels side by side are as tall as each other unless `alignY` says where they sit. For any number ' +
          'of like items that wrap into rows (cards, tiles), use a grid instead (ADR 0037).',
      },
    },
  },
  args: { space: 'large', children: null },
  argTypes: {
    alignY: { control: 'inline-radio', options: columnsAlignYs },
    collapseBelow: { control: 'inline-radio', options: ['tablet', 'desktop'] },
  },
  render: (args) => (
    <Columns {...args}>
      <Column>
        <Sample label="Budget health" />
      </Column>
      <Column>
        <Sample label="What shaped the score" tall />
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** The row, the column (the sample's parent) and the sample drawn in it. */
function partsOf(canvasElement: HTMLElement, label: string): { row: DOMRect; column: DOMRect; content: DOMRect } {
  // The innermost element with the label: the column round the sample has the same text.
  const content = [...canvasElement.querySelectorAll('div')].filter((node) => node.textContent === label).at(-1);
  const column = content?.parentElement;
  if (column?.parentElement == null) throw new Error(`No sample '${label}'`);
  return { row: boxOf(column.parentElement), column: boxOf(column), content: boxOf(content as HTMLElement) };
}

/** Side by side from tablet up: equal shares of what the gap leaves, and as tall as each other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const left = partsOf(canvasElement, 'Budget health');
    const right = partsOf(canvasElement, 'What shaped the score');
    await expect(right.column.left - left.column.right).toBe(spacePx('large'));
    await expect(Math.abs(left.column.width - right.column.width)).toBeLessThanOrEqual(1);
    await expect(left.content.height).toBe(right.content.height);
  },
};

/** On a phone the columns stack, the same space apart, each as wide as the row. */
export const CollapsedOnMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const top = partsOf(canvasElement, 'Budget health');
    const bottom = partsOf(canvasElement, 'What shaped the score');
    await expect(bottom.column.top - top.column.bottom).toBe(spacePx('large'));
    await expect(bottom.column.width).toBe(top.column.width);
    await expect(top.content.height).toBeLessThan(bottom.content.height);
  },
};

/** `collapseBelow="desktop"`: still stacked on a tablet. */
export const CollapseBelowDesktopOnTablet: Story = {
  args: { collapseBelow: 'desktop' },
  globals: tablet,
  play: async ({ canvasElement }) => {
    const top = partsOf(canvasElement, 'Budget health');
    const bottom = partsOf(canvasElement, 'What shaped the score');
    await expect(bottom.column.top).toBeGreaterThan(top.column.bottom);
  },
};

/** `collapseBelow="desktop"`, on a desktop: side by side. */
export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop', space: 'xlarge' },
  play: async ({ canvasElement }) => {
    const left = partsOf(canvasElement, 'Budget health');
    const right = partsOf(canvasElement, 'What shaped the score');
    await expect(right.column.left - left.column.right).toBe(spacePx('xlarge'));
    await expect(Math.abs(left.column.width - right.column.width)).toBeLessThanOrEqual(1);
  },
};

/** Two columns of the given widths, labelled by them. */
function widthsStory(widths: readonly [ColumnWidth, ColumnWidth]): Story {
  return {
    render: (args) => (
      <Columns {...args}>
        {widths.map((width, index) => (
          <Column key={`${index}-${width}`} width={width}>
            <Sample label={`Column ${index + 1}: ${width}`} />
          </Column>
        ))}
      </Columns>
    ),
  };
}

/** The width of each of the two columns. */
function widthsOf(canvasElement: HTMLElement, widths: readonly [ColumnWidth, ColumnWidth]): [number, number] {
  return [
    partsOf(canvasElement, `Column 1: ${widths[0]}`).column.width,
    partsOf(canvasElement, `Column 2: ${widths[1]}`).column.width,
  ];
}

/** 2/3 and 1/3 split what the gap leaves two to one: a main column and a side one. */
export const TwoThirdsOneThird: Story = {
  ...widthsStory(['2/3', '1/3']),
  play: async ({ canvasElement }) => {
    const [main, side] = widthsOf(canvasElement, ['2/3', '1/3']);
    await expect(Math.abs(main - 2 * side)).toBeLessThanOrEqual(1);
  },
};

/** 1/4 and 3/4: a narrow column and a wide one. */
export const OneQuarterThreeQuarters: Story = {
  ...widthsStory(['1/4', '3/4']),
  play: async ({ canvasElement }) => {
    const [narrow, wide] = widthsOf(canvasElement, ['1/4', '3/4']);
    await expect(Math.abs(wide - 3 * narrow)).toBeLessThanOrEqual(1);
  },
};

/** A 1/2 column alone takes half of the row; the rest stays empty. */
export const HalfAndThird: Story = {
  ...widthsStory(['1/2', '1/3']),
  play: async ({ canvasElement }) => {
    const row = partsOf(canvasElement, 'Column 1: 1/2').row.width;
    const [half, third] = widthsOf(canvasElement, ['1/2', '1/3']);
    const left = row - spacePx('large');
    await expect(Math.abs(half - left / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs(third - left / 3)).toBeLessThanOrEqual(1);
  },
};

/** A content column is as wide as its content; a fluid one takes the rest. */
export const ContentAndFluid: Story = {
  ...widthsStory(['content', 'fluid']),
  play: async ({ canvasElement }) => {
    const row = partsOf(canvasElement, 'Column 1: content').row.width;
    const [content, fluid] = widthsOf(canvasElement, ['content', 'fluid']);
    await expect(content).toBeLessThan(fluid);
    await expect(Math.abs(content + spacePx('large') + fluid - row)).toBeLessThanOrEqual(1);
  },
};

/** Shorter columns at the top of the row. */
export const AlignYTop: Story = {
  args: { alignY: 'top' },
  play: async ({ canvasElement }) => {
    const left = partsOf(canvasElement, 'Budget health');
    const right = partsOf(canvasElement, 'What shaped the score');
    await expect(left.column.top).toBe(right.column.top);
    await expect(left.column.height).toBeLessThan(right.column.height);
  },
};

/** Shorter columns centred on the row. */
export const AlignYCenter: Story = {
  args: { alignY: 'center' },
  play: async ({ canvasElement }) => {
    const left = partsOf(canvasElement, 'Budget health').column;
    const right = partsOf(canvasElement, 'What shaped the score').column;
    await expect(Math.abs(left.top - right.top - (right.bottom - left.bottom))).toBeLessThanOrEqual(1);
  },
};

/** Shorter columns at the bottom of the row. */
export const AlignYBottom: Story = {
  args: { alignY: 'bottom' },
  play: async ({ canvasElement }) => {
    const left = partsOf(canvasElement, 'Budget health').column;
    const right = partsOf(canvasElement, 'What shaped the score').column;
    await expect(left.bottom).toBe(right.bottom);
    await expect(left.top).toBeGreaterThan(right.top);
  },
};

/** Three fluid columns, each a third of what the gaps leave. */
export const ThreeColumns: Story = {
  render: (args) => (
    <Columns {...args}>
      {['Quick wins', 'Behavioral changes', 'Long-term strategies'].map((label) => (
        <Column key={label}>
          <Sample label={label} />
        </Column>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const widths = ['Quick wins', 'Behavioral changes', 'Long-term strategies'].map(
      (label) => partsOf(canvasElement, label).column.width,
    );
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  },
};
