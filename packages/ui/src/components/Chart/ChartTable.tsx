import { Table } from '../Table/Table';
import type { TableColumn } from '../Table/Table';
import { visuallyHidden } from '../../theme/utilities.css';
import { valueOf } from './chartModel';
import type { BarChartDatum, BarChartSeries } from './types';
import * as styles from './Chart.css';

export interface ChartTableProps {
  /** Names the table (the chart's title). */
  caption: string;
  categoryLabel: string;
  series: readonly BarChartSeries[];
  data: readonly BarChartDatum[];
  formatValue: (value: number) => string;
  /** Shown on screen, or only to assistive technology (the default). */
  visible: boolean;
  id?: string;
}

/** What a missing value reads as, on screen and aloud. */
const MISSING_VALUE = 'No data';

/**
 * The chart's text equivalent: every value in a data table, one row per category and one column per
 * series. Hidden, it is a plain table that only assistive technology reads (nothing focusable that
 * sighted keyboard users could not see); shown, it is the design system's Table.
 */
export function ChartTable({ caption, categoryLabel, series, data, formatValue, visible, id }: ChartTableProps) {
  const text = (datum: BarChartDatum, one: BarChartSeries): string => {
    const value = valueOf(datum, one);
    return value === undefined ? MISSING_VALUE : formatValue(value);
  };

  if (!visible) {
    return (
      <div className={visuallyHidden} id={id}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((one) => (
                <th key={one.key} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={`${index}-${datum.label}`}>
                <th scope="row">{datum.label}</th>
                {series.map((one) => (
                  <td key={one.key}>{text(datum, one)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const columns: TableColumn<BarChartDatum>[] = [
    { id: 'category', header: categoryLabel, rowHeader: true, cell: (datum) => datum.label },
    ...series.map((one): TableColumn<BarChartDatum> => ({
      id: `series-${one.key}`,
      header: one.label,
      align: 'end',
      cell: (datum) =>
        valueOf(datum, one) === undefined ? <span className={styles.missing}>{MISSING_VALUE}</span> : text(datum, one),
    })),
  ];
  return (
    <div id={id}>
      <Table
        caption={caption}
        hideCaption
        columns={columns}
        rows={data}
        getRowKey={(datum, index) => `${index}-${datum.label}`}
      />
    </div>
  );
}
