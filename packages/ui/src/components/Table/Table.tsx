import { clsx } from 'clsx';
import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { RouteLink } from '../Navigation/Navigation';
import { visuallyHidden } from '../../theme/utilities.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Table.css';

export const tableAligns = ['start', 'center', 'end'] as const;
export const sortDirections = ['ascending', 'descending'] as const;
export type TableAlign = (typeof tableAligns)[number];
export type SortDirection = (typeof sortDirections)[number];

export interface TableColumn<T> {
  /** Stable id, passed to onSort. */
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** `end` also sets tabular numerals, for amounts. */
  align?: TableAlign;
  /** Renders the header as a button that calls onSort with this column's id. */
  sortable?: boolean;
  /** The column that names each row: rendered as <th scope="row">, and holds the row link. */
  rowHeader?: boolean;
  /**
   * The column's share of the table's width ('18%'). When columns give widths the table lays them
   * out as given, not by content, so tables of one kind line their columns up one under another.
   */
  width?: `${number}%`;
}

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface TableProps<T> {
  /** What the table lists; also names its scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (when a visible heading says the same). */
  hideCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string;
  /** Shown in a single row when there are no rows. */
  emptyMessage?: ReactNode;
  /** The current sort, shown with aria-sort on its header. Sorting the rows is the caller's job. */
  sort?: TableSort;
  onSort?: (columnId: string) => void;
  /**
   * Makes each row a link: the row-header cell's content becomes a router link (the keyboard path),
   * and a click anywhere on the row follows it.
   */
  getRowTo?: (row: T) => string | undefined;
  /**
   * A mouse convenience for a click anywhere on the row. Keyboard users need their own path to the
   * same action (a link or button in a cell, or getRowTo).
   */
  onRowClick?: (row: T) => void;
}

const interactiveSelector = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/**
 * A semantic data table with a caption, optional sortable headers, an empty row, and a horizontal
 * scroll container that keyboard users can reach and scroll. Where the table is given less than
 * `containerBreakpoints.stackedTable` px (a phone, a side column), each row becomes a card of
 * "column: value" lines, so no column hides off-screen (WCAG 1.4.10). The explicit table roles keep
 * the table's semantics for assistive technology when CSS changes the parts' display.
 */
export function Table<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyMessage = 'Nothing to show yet.',
  sort,
  onSort,
  getRowTo,
  onRowClick,
}: TableProps<T>) {
  const captionId = useId();
  const hasRowHeader = columns.some((column) => column.rowHeader);
  // The row link lives in the row-header column, or the first column when there is none.
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  const clickable = getRowTo !== undefined || onRowClick !== undefined;
  const fixedWidths = columns.some((column) => column.width !== undefined);

  const onRowMouseClick = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as Element;
    // Clicks on links, buttons and fields do their own thing; selecting text is not a click.
    if (target.closest(interactiveSelector)) return;
    if (window.getSelection()?.toString()) return;
    onRowClick?.(row);
    event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
  };

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, fixedWidths && styles.fixedLayout)} role="table">
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        {fixedWidths ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={column.width === undefined ? undefined : { width: column.width }} />
            ))}
          </colgroup>
        ) : null}
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              const alignClass = styles.align[column.align ?? 'start'];
              return (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  aria-sort={column.sortable ? direction : undefined}
                  className={clsx(styles.headerCell, alignClass)}
                >
                  {column.sortable && onSort ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column.id)}>
                      {column.header}
                      <Icon
                        name={
                          direction === 'ascending'
                            ? 'chevron-up'
                            : direction === 'descending'
                              ? 'chevron-down'
                              : 'sort'
                        }
                        size="small"
                        className={direction ? undefined : styles.sortIconIdle}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row" className={styles.row}>
              <td colSpan={columns.length} className={styles.empty} role="cell">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => {
              const to = getRowTo?.(row);
              return (
                <tr
                  key={getRowKey(row, rowIndex)}
                  role="row"
                  className={clsx(styles.row, clickable && styles.clickableRow)}
                  onClick={clickable ? onRowMouseClick(row) : undefined}
                >
                  {columns.map((column, columnIndex) => {
                    const isRowHeader = hasRowHeader && columnIndex === rowHeaderIndex;
                    const className = clsx(
                      styles.cell,
                      styles.align[column.align ?? 'start'],
                      isRowHeader && styles.rowHeaderCell,
                    );
                    let content = column.cell(row, rowIndex);
                    if (to !== undefined && columnIndex === rowHeaderIndex) {
                      content = (
                        <RouteLink to={to} className={styles.rowLink} data-row-link="">
                          {content}
                        </RouteLink>
                      );
                    }
                    return isRowHeader ? (
                      <th key={column.id} scope="row" role="rowheader" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td
                        key={column.id}
                        role="cell"
                        className={className}
                        // Shown before the value when the rows are stacked (CSS, so no text joins the cell's content).
                        data-label={typeof column.header === 'string' ? column.header : undefined}
                      >
                        <div className={styles.cellValue}>{content}</div>
                      </td>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
