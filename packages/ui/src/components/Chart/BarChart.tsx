import { clsx } from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../../theme/utilities.css';
import {
  LABEL_LINE_HEIGHT,
  SLANT_DEGREES,
  chartSummary,
  formatChartAxisValue,
  formatChartValue,
  layoutBarChart,
} from './chartModel';
import { ChartTable } from './ChartTable';
import type { BarChartProps } from './types';
import * as styles from './Chart.css';

export type { BarChartProps } from './types';

/** The size the plot is drawn at before it can be measured (and where nothing can be measured, e.g. jsdom). */
const DEFAULT_SIZE = { width: 640, height: 288 } as const;

/** The space between a focused bar and its ring, which is drawn apart from the bar (same hue). */
const RING_GAP = 3;

export const SHOW_TABLE_LABEL = 'Show as table';
export const SHOW_CHART_LABEL = 'Show as chart';
export const CHART_EMPTY_MESSAGE = 'No data to show yet.';

interface Size {
  width: number;
  height: number;
}

/** The element's size in CSS pixels, kept up to date while it is mounted. */
function useElementSize(element: HTMLElement | null): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next =
        rect.width > 0 && rect.height > 0
          ? { width: Math.round(rect.width), height: Math.round(rect.height) }
          : DEFAULT_SIZE;
      setSize((previous) =>
        previous && previous.width === next.width && previous.height === next.height ? previous : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * A bar chart drawn by hand in SVG from theme tokens: one bar per category and series, a y axis of
 * round values with gridlines, a zero line (negative values go below it), thinned-out x labels when
 * bars are many, and a legend when there are several series. It is a <figure> named by its caption;
 * the graphic has a one-sentence summary, and a data table with every value is always there for
 * assistive technology, and on screen with 'Show as table'. Load it through LazyBarChart.
 */
export function BarChart({
  title,
  description,
  series,
  data,
  categoryLabel = 'Category',
  formatValue = formatChartValue,
  formatAxisValue = formatChartAxisValue,
  height = 'medium',
  labels = 'wrap',
  emptyMessage = CHART_EMPTY_MESSAGE,
  tableToggle = true,
  inspectable = false,
  className,
}: BarChartProps) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const tableId = `${id}-table`;
  const captionId = `${id}-caption`;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [plotElement, setPlotElement] = useState<HTMLDivElement | null>(null);
  const size = useElementSize(plotElement);
  const empty = data.length === 0 || series.length === 0;
  const showTable = view === 'table' && !empty;
  // The bar whose value shows (hovered or focused), and the one the chart's tab stop is on.
  const [active, setActive] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  // The bar that has focus, kept in state so that its ring is drawn whether or not the window has focus.
  const [focused, setFocused] = useState<number | null>(null);
  const barRefs = useRef<(SVGRectElement | null)[]>([]);

  const layout = size && !empty ? layoutBarChart({ data, series, ...size, formatAxisValue, labelFit: labels }) : null;
  const right = size ? size.width - (layout?.margins.right ?? 0) : 0;

  return (
    <figure className={clsx(styles.figure, className)} aria-labelledby={captionId}>
      <figcaption className={styles.captionText}>
        <span id={captionId} className={styles.caption}>
          {title}
        </span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </figcaption>

      {!empty && (series.length > 1 || tableToggle) && (
        <div className={styles.header}>
          {series.length > 1 && !showTable ? (
            <ul className={styles.legend} aria-label="Legend">
              {series.map((one, index) => (
                <li key={one.key} className={styles.legendItem}>
                  <span
                    className={clsx(styles.swatch, styles.seriesSwatch[index % styles.seriesSwatch.length])}
                    aria-hidden="true"
                  />
                  {one.label}
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          {tableToggle && (
            <Button
              variant="secondary"
              size="small"
              icon={<Icon name={showTable ? 'pie-chart' : 'table'} size="small" />}
              aria-controls={tableId}
              onClick={() => setView(showTable ? 'chart' : 'table')}
            >
              {showTable ? SHOW_CHART_LABEL : SHOW_TABLE_LABEL}
            </Button>
          )}
        </div>
      )}

      {empty ? (
        <div className={clsx(styles.plot, styles.height[height], styles.placeholder)}>
          <p>{emptyMessage}</p>
        </div>
      ) : (
        <>
          {!showTable && (
            <div ref={setPlotElement} className={clsx(styles.plot, styles.height[height])}>
              {size && layout && (
                <svg
                  className={styles.svg}
                  width={size.width}
                  height={size.height}
                  viewBox={`0 0 ${size.width} ${size.height}`}
                  role={inspectable ? 'group' : 'img'}
                  aria-label={title}
                  aria-describedby={summaryId}
                  data-testid="bar-chart-svg"
                  onMouseLeave={inspectable ? () => setActive(null) : undefined}
                >
                  {layout.ticks.map((tick) => (
                    <g key={tick.value}>
                      <line className={styles.gridLine} x1={layout.margins.left} x2={right} y1={tick.y} y2={tick.y} />
                      <text
                        className={styles.axisText}
                        x={layout.margins.left - 8}
                        y={tick.y}
                        textAnchor="end"
                        dominantBaseline="middle"
                      >
                        {tick.text}
                      </text>
                    </g>
                  ))}
                  {layout.bars.map((bar, index) => {
                    const datum = data[bar.datumIndex];
                    const one = series[bar.seriesIndex];
                    const name = `${datum?.label ?? ''}, ${one?.label ?? ''}: ${formatValue(bar.value)}`;
                    const fill = styles.seriesFill[bar.seriesIndex % styles.seriesFill.length];
                    if (!inspectable) {
                      return (
                        <rect
                          key={bar.key}
                          className={fill}
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={bar.height}
                          rx={Math.min(3, bar.width / 4)}
                          data-value={bar.value}
                        >
                          <title>{name}</title>
                        </rect>
                      );
                    }
                    return (
                      <rect
                        key={bar.key}
                        ref={(element) => {
                          barRefs.current[index] = element;
                        }}
                        className={clsx(fill, styles.inspectableBar)}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        rx={Math.min(3, bar.width / 4)}
                        data-value={bar.value}
                        data-active={active === index ? '' : undefined}
                        data-focused={focused === index ? '' : undefined}
                        role="img"
                        aria-label={name}
                        tabIndex={index === Math.min(current, layout.bars.length - 1) ? 0 : -1}
                        onMouseEnter={() => setActive(index)}
                        onFocus={() => {
                          setActive(index);
                          setCurrent(index);
                          setFocused(index);
                        }}
                        onBlur={() => {
                          setActive((shown) => (shown === index ? null : shown));
                          setFocused((had) => (had === index ? null : had));
                        }}
                        onKeyDown={(event: KeyboardEvent<SVGRectElement>) => {
                          const last = layout.bars.length - 1;
                          const next =
                            event.key === 'ArrowRight' || event.key === 'ArrowDown'
                              ? Math.min(index + 1, last)
                              : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                                ? Math.max(index - 1, 0)
                                : event.key === 'Home'
                                  ? 0
                                  : event.key === 'End'
                                    ? last
                                    : undefined;
                          if (next === undefined) return;
                          event.preventDefault();
                          setCurrent(next);
                          barRefs.current[next]?.focus();
                        }}
                      />
                    );
                  })}
                  {inspectable && focused !== null
                    ? (() => {
                        const bar = layout.bars[focused];
                        if (!bar) return null;
                        return (
                          <rect
                            className={styles.focusRing}
                            x={bar.x - RING_GAP}
                            y={bar.y - RING_GAP}
                            width={bar.width + RING_GAP * 2}
                            height={bar.height + RING_GAP * 2}
                            rx={Math.min(3, bar.width / 4) + RING_GAP}
                            aria-hidden="true"
                            data-testid="bar-chart-focus-ring"
                          />
                        );
                      })()
                    : null}
                  <line
                    className={styles.zeroLine}
                    x1={layout.margins.left}
                    x2={right}
                    y1={layout.zeroY}
                    y2={layout.zeroY}
                  />
                  {layout.labels.map((label) => (
                    <text
                      key={label.key}
                      className={styles.axisText}
                      x={label.x}
                      y={size.height - layout.margins.bottom + (label.slanted ? 12 : 18)}
                      textAnchor={label.slanted ? 'end' : 'middle'}
                      transform={
                        label.slanted
                          ? `rotate(${SLANT_DEGREES} ${label.x} ${size.height - layout.margins.bottom + 12})`
                          : undefined
                      }
                      data-slanted={label.slanted ? '' : undefined}
                    >
                      {label.abbreviated ? <title>{label.full}</title> : null}
                      {label.lines.map((line, index) => (
                        <tspan key={index} x={label.x} dy={index === 0 ? 0 : LABEL_LINE_HEIGHT}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  ))}
                </svg>
              )}
              {inspectable && size && layout && active !== null
                ? (() => {
                    const bar = layout.bars[active];
                    if (!bar) return null;
                    const datum = data[bar.datumIndex];
                    const one = series[bar.seriesIndex];
                    const centre = bar.x + bar.width / 2;
                    return (
                      <div
                        className={clsx(
                          styles.tip,
                          centre < size.width / 3
                            ? styles.tipStart
                            : centre > (size.width * 2) / 3
                              ? styles.tipEnd
                              : undefined,
                        )}
                        style={assignInlineVars({ [styles.tipX]: `${centre}px`, [styles.tipY]: `${bar.y}px` })}
                        aria-hidden="true"
                        data-testid="bar-chart-tip"
                      >
                        <span className={styles.tipLabel}>
                          {series.length > 1 ? `${datum?.label ?? ''}, ${one?.label ?? ''}` : (datum?.label ?? '')}
                        </span>
                        <span className={styles.tipValue}>{formatValue(bar.value)}</span>
                      </div>
                    );
                  })()
                : null}
            </div>
          )}
          <p id={summaryId} className={visuallyHidden}>
            {chartSummary(data, series, formatValue)}
          </p>
          <ChartTable
            id={tableId}
            caption={title}
            categoryLabel={categoryLabel}
            series={series}
            data={data}
            formatValue={formatValue}
            visible={showTable}
          />
        </>
      )}
    </figure>
  );
}
