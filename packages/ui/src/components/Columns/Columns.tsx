import { createContext, useContext } from 'react';
import type { AriaAttributes, ReactNode } from 'react';
import type { ResponsiveSpace } from '../../theme/layout';
import { Box } from '../Box/Box';
import { column } from './Columns.css';
import type { ColumnWidth, ColumnsBreakpoint } from './Columns.css';

export { columnWidths } from './Columns.css';
export type { ColumnWidth, ColumnsBreakpoint } from './Columns.css';

export const columnsAlignYs = ['top', 'center', 'bottom'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];

const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** A sprinkle value that applies from `breakpoint` up, or none. */
function fromBreakpoint<Value>(breakpoint: ColumnsBreakpoint, value: Value | undefined) {
  if (value === undefined) return undefined;
  return breakpoint === 'tablet' ? { tablet: value } : { desktop: value };
}

/** Below this breakpoint the columns are stacked: `tablet` keeps phones (390 px) to one column. */
const CollapseContext = createContext<ColumnsBreakpoint>('tablet');

export interface ColumnsProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** The gap between the columns, and between them once stacked, a space token (or one per breakpoint). */
  space: ResponsiveSpace;
  /** The columns stand side by side from `tablet` (768 px) up unless told `desktop` (1024 px). */
  collapseBelow?: ColumnsBreakpoint;
  /** Side by side, where columns shorter than the row sit; unset, every column is as tall as the row. */
  alignY?: ColumnsAlignY;
  id?: string;
  /** `Column`s. */
  children: ReactNode;
}

/**
 * A row of `Column`s that collapses into a stack below `collapseBelow`: two panels side by side, a
 * main column and a side one. For any number of like items that wrap into rows, use a grid of tiles
 * instead (ADR 0037).
 */
export function Columns({ space, collapseBelow = 'tablet', alignY, children, ...rest }: ColumnsProps) {
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        display="flex"
        flexDirection={
          collapseBelow === 'tablet' ? { mobile: 'column', tablet: 'row' } : { mobile: 'column', desktop: 'row' }
        }
        gap={space}
        alignItems={fromBreakpoint(collapseBelow, alignY === undefined ? undefined : alignItems[alignY])}
        {...rest}
      >
        {children}
      </Box>
    </CollapseContext.Provider>
  );
}

export interface ColumnProps {
  /**
   * The column's share of the row: `fluid` (the default) an equal share with the other fluid columns,
   * `content` as wide as its content, or a fraction of what the gaps leave (2/3 and 1/3 split it two to
   * one). Mix fluid columns with content columns, fractions with fractions.
   */
  width?: ColumnWidth;
  children: ReactNode;
}

/** One column of `Columns`. Its content fills it, across and (unless the row says `alignY`) down. */
export function Column({ width = 'fluid', children }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  return <div className={column[collapseBelow][width]}>{children}</div>;
}
