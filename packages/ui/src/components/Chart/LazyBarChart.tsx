import { Component, Suspense, lazy, useId } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { formatChartValue } from './chartModel';
import { ChartTable } from './ChartTable';
import type { BarChartProps } from './types';
import * as styles from './Chart.css';

export type { BarChartDatum, BarChartHeight, BarChartProps, BarChartSeries } from './types';
export { barChartHeights } from './types';

/** The chart's code is its own chunk, fetched the first time a chart is rendered. */
const BarChartChunk = lazy(() => import('./BarChart').then((module) => ({ default: module.BarChart })));

export const CHART_LOADING_LABEL = 'Loading chart';
export const CHART_UNAVAILABLE_MESSAGE = 'The chart could not be loaded. Its values are in the table below.';

/** Caption, the plot's space and the data table, for while the chart loads or if it cannot. */
function ChartStandIn({ props, state }: { props: BarChartProps; state: 'loading' | 'failed' }) {
  const { title, description, series, data, categoryLabel = 'Category', formatValue = formatChartValue } = props;
  const height = props.height ?? 'medium';
  const captionId = `${useId()}-caption`;
  return (
    <figure className={[styles.figure, props.className].filter(Boolean).join(' ')} aria-labelledby={captionId}>
      <figcaption className={styles.captionText}>
        <span id={captionId} className={styles.caption}>
          {title}
        </span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </figcaption>
      {state === 'loading' ? (
        <div
          className={`${styles.plot} ${styles.height[height]} ${styles.placeholder}`}
          aria-busy="true"
          data-chart-placeholder=""
        >
          <Spinner label={CHART_LOADING_LABEL} />
        </div>
      ) : (
        <p className={styles.description}>{CHART_UNAVAILABLE_MESSAGE}</p>
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

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** If the chart's chunk cannot be fetched (offline, a new deployment), the page stays and shows the table. */
class ChartLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Chart failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The bar chart, lazy-loaded: its SVG code stays out of the main bundle. While the code loads, the
 * caption and a placeholder of the plot's height hold the space (so nothing jumps) and the data
 * table is already there for assistive technology; if it cannot load, the table shows instead.
 */
export function LazyBarChart(props: BarChartProps) {
  return (
    <ChartLoadBoundary fallback={<ChartStandIn props={props} state="failed" />}>
      <Suspense fallback={<ChartStandIn props={props} state="loading" />}>
        <BarChartChunk {...props} />
      </Suspense>
    </ChartLoadBoundary>
  );
}
