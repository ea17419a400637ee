import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { LazyChunk, retryableLazy } from '../LazyChunk/LazyChunk';
import { Spinner } from '../Spinner/Spinner';
import { formatChartValue } from './chartModel';
import { ChartTable } from './ChartTable';
import type { BarChartProps } from './types';
import * as styles from './Chart.css';

export type { BarChartDatum, BarChartHeight, BarChartProps, BarChartSeries } from './types';
export { barChartHeights } from './types';

/**
 * The chart's code is its own chunk, fetched the first time a chart is rendered, under product 9's
 * chunk timeout, and fetched again on Try again.
 */
const barChartChunk = retryableLazy<BarChartProps>(() => import('./BarChart').then((module) => module.BarChart));

export const CHART_LOADING_LABEL = 'Loading chart';
export const CHART_UNAVAILABLE_MESSAGE = 'The chart could not be loaded. Its values are in the table below.';

/** Caption, the plot's space and the data table, for while the chart loads or if it cannot. */
function ChartStandIn({
  props,
  state,
  onRetry,
}: {
  props: BarChartProps;
  state: 'loading' | 'failed';
  onRetry?: () => void;
}) {
  const { title, description, series, data, categoryLabel = 'Category', formatValue = formatChartValue } = props;
  const height = props.height ?? 'medium';
  const captionId = `${useId()}-caption`;
  return (
    <figure className={clsx(styles.figure, props.className)} aria-labelledby={captionId}>
      <figcaption className={styles.captionText}>
        <span id={captionId} className={styles.caption}>
          {title}
        </span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </figcaption>
      {state === 'loading' ? (
        <div
          className={clsx(styles.plot, styles.height[height], styles.placeholder)}
          aria-busy="true"
          data-chart-placeholder=""
        >
          <Spinner label={CHART_LOADING_LABEL} />
        </div>
      ) : (
        <div className={styles.unavailable}>
          <p className={styles.description}>{CHART_UNAVAILABLE_MESSAGE}</p>
          {onRetry ? (
            <Button variant="secondary" size="small" icon={<Icon name="refresh" size="small" />} onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      )}
      {data.length > 0 && series.length > 0 && (
        <ChartTable
          caption={title}
          categoryLabel={categoryLabel}
          series={series}
          data={data}
          formatValue={formatValue}
          visible={state === 'failed'}
        />
      )}
    </figure>
  );
}

/**
 * The bar chart, lazy-loaded: its SVG code stays out of the main bundle. While the code loads, the
 * caption and a placeholder of the plot's height hold the space (so nothing jumps) and the data
 * table is already there for assistive technology; if it cannot load, the table shows instead, with
 * Try again.
 */
export function LazyBarChart(props: BarChartProps) {
  return (
    <LazyChunk
      chunk={barChartChunk}
      props={props}
      loading={<ChartStandIn props={props} state="loading" />}
      failed={(retry) => <ChartStandIn props={props} state="failed" onRetry={retry} />}
    />
  );
}
