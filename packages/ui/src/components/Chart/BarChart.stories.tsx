import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatUsd } from '../../format/format';
import { BarChart, CHART_EMPTY_MESSAGE, SHOW_CHART_LABEL, SHOW_TABLE_LABEL } from './BarChart';
import { LazyBarChart } from './LazyBarChart';
import type { BarChartDatum } from './types';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const formatAxisUsd = (value: number): string => compactUsd.format(value);

const SPENDING: BarChartDatum[] = [
  { label: 'May 2026', shortLabel: 'May', values: { spending: 3842.17 } },
  { label: 'June 2026', shortLabel: 'Jun', values: { spending: 4105.6 } },
  { label: 'July 2026', shortLabel: 'Jul', values: { spending: 3598.02 } },
  { label: 'August 2026', shortLabel: 'Aug', values: { spending: 5210.44 } },
  { label: 'September 2026', shortLabel: 'Sep', values: { spending: 3977.9 } },
  { label: 'October 2026', shortLabel: 'Oct', values: { spending: 4012.35 } },
];

const meta = {
  title: 'Components/BarChart',
  tags: ['autodocs'],
  component: BarChart,
  args: {
    title: 'Spending by month',
    description: 'Card and account purchases, May to October 2026.',
    categoryLabel: 'Month',
    series: [{ key: 'spending', label: 'Spending' }],
    data: SPENDING,
    formatValue: formatUsd,
    formatAxisValue: formatAxisUsd,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series of six months: a bar per month, the y axis in round dollars, every value in the table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: /Spending by month/ })).toBeVisible();
    const graphic = canvas.getByRole('img', { name: 'Spending by month' });
    await expect(graphic.querySelectorAll('rect')).toHaveLength(6);
    await expect(graphic).toHaveAccessibleDescription(
      'Bar chart of 6 items, values from $3,598.02 to $5,210.44. The table that follows lists every value.',
    );
    // The text equivalent is in the page for assistive technology, though not on screen.
    const table = canvas.getByRole('table', { name: 'Spending by month' });
    await expect(within(table).getByRole('rowheader', { name: 'August 2026' })).toBeInTheDocument();
    await expect(within(table).getByText('$5,210.44')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

/** Two series side by side, with a legend: current spending against the suggested budget. */
export const TwoSeries: Story = {
  args: {
    title: 'Current spending vs suggested budget',
    description: 'Monthly, by category.',
    categoryLabel: 'Category',
    series: [
      { key: 'current', label: 'Current spending' },
      { key: 'suggested', label: 'Suggested budget' },
    ],
    data: [
      { label: 'Housing', values: { current: 2450, suggested: 2450 } },
      { label: 'Groceries', values: { current: 612.4, suggested: 565 } },
      { label: 'Dining Out', values: { current: 498.75, suggested: 375 } },
      { label: 'Shopping', values: { current: 301.2, suggested: 240 } },
      { label: 'Subscriptions', values: { current: 88.96, suggested: 65 } },
    ],
  },
  play: async ({ canvas }) => {
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('Current spending')).toBeVisible();
    await expect(within(legend).getByText('Suggested budget')).toBeVisible();
    await expect(canvas.getByRole('img').querySelectorAll('rect')).toHaveLength(10);
    const table = canvas.getByRole('table', { name: 'Current spending vs suggested budget' });
    await expect(within(table).getByRole('columnheader', { name: 'Suggested budget' })).toBeInTheDocument();
  },
};

/** Values below zero (net cash flow) hang under a marked zero line; the missing month reads 'No data'. */
export const NegativeValues: Story = {
  args: {
    title: 'Net cash flow by month',
    description: 'Income minus spending. One month has no data.',
    series: [{ key: 'net', label: 'Net cash flow' }],
    data: [
      { label: 'May 2026', shortLabel: 'May', values: { net: 812.4 } },
      { label: 'June 2026', shortLabel: 'Jun', values: { net: -240.15 } },
      { label: 'July 2026', shortLabel: 'Jul', values: { net: 1020 } },
      { label: 'August 2026', shortLabel: 'Aug', values: { net: -1385.6 } },
      { label: 'September 2026', shortLabel: 'Sep', values: {} },
      { label: 'October 2026', shortLabel: 'Oct', values: { net: 410.05 } },
    ],
  },
  play: async ({ canvas }) => {
    const rects = [...canvas.getByRole('img').querySelectorAll('rect')];
    await expect(rects).toHaveLength(5);
    await expect(rects.filter((rect) => Number(rect.dataset.value) < 0)).toHaveLength(2);
    const table = canvas.getByRole('table', { name: 'Net cash flow by month' });
    await expect(within(table).getByText('-$1,385.60')).toBeInTheDocument();
    await expect(within(table).getByText('No data')).toBeInTheDocument();
  },
};

/** No data: the caption stays and a message takes the plot's place; nothing to tabulate. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CHART_EMPTY_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: SHOW_TABLE_LABEL })).toBeNull();
  },
};

const MANY: BarChartDatum[] = Array.from({ length: 36 }, (_, index) => {
  const year = 2024 + Math.floor(index / 12);
  const month = index % 12;
  const name = new Date(Date.UTC(year, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return {
    label: `${name} ${year}`,
    shortLabel: `${name.slice(0, 3)} ${String(year).slice(2)}`,
    values: { spending: 3200 + ((index * 523) % 1900) },
  };
});

/** Three years of months: every bar is drawn, the axis labels thin out so they never overlap. */
export const ManyBars: Story = {
  args: { title: 'Spending by month, three years', data: MANY, description: undefined },
  play: async ({ canvas }) => {
    const graphic = canvas.getByRole('img', { name: 'Spending by month, three years' });
    await expect(graphic.querySelectorAll('rect')).toHaveLength(36);
    const axisLabels = graphic.querySelectorAll('text[text-anchor="middle"]');
    await expect(axisLabels.length).toBeLessThan(36);
    await expect(axisLabels.length).toBeGreaterThan(5);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(37);
  },
};

/** 'Show as table' swaps the graphic for the visible table, and back. */
export const ShowAsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW_TABLE_LABEL }));
    await expect(canvas.queryByRole('img')).toBeNull();
    const table = canvas.getByRole('table', { name: 'Spending by month' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$3,842.17' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SHOW_CHART_LABEL }));
    await expect(canvas.getByRole('img', { name: 'Spending by month' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SHOW_TABLE_LABEL })).toHaveFocus();
  },
};

/** Through LazyBarChart, as pages use it: the code arrives in its own chunk, then the same chart shows. */
export const Lazy: Story = {
  render: (args) => <LazyBarChart {...args} />,
  // How long the placeholder shows depends on the network; the other stories cover the chart's look.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Spending by month' })).toBeVisible());
    await expect(canvas.getByRole('img').querySelectorAll('rect')).toHaveLength(6);
    await expect(canvas.getByRole('table', { name: 'Spending by month' })).toBeInTheDocument();
  },
};
