import { clsx } from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { AriaAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export type SkeletonTextSize = keyof typeof styles.textSize;
export type SkeletonTextLeading = keyof typeof styles.textLeading;

export interface SkeletonProps {
  /** `text` (a line of text, the default), `block` (a chart, a tile, a button) or `circle` (an icon chip). */
  shape?: SkeletonShape;
  /** `text`: the font size of the text it stands in for, so the line is as tall as that text's. */
  size?: SkeletonTextSize;
  /** `text`: the line height of that text (`tight` for headings); `normal` unless set. */
  leading?: SkeletonTextLeading;
  /** `text`: how many lines; the last of several is shorter, as a paragraph's last line is. */
  lines?: number;
  /** Any CSS width ('60%', '12ch', a space token); the whole line unless set. Ignored by `circle`. */
  width?: string;
  /** `block` and `circle`: the height (and a circle's width), a size or space token of the theme. */
  height?: string;
}

/** The width of the last line of a paragraph of several. */
const LAST_LINE_WIDTH = '60%';

/**
 * A placeholder shaped like the content on its way: decorative, hidden from assistive technology
 * (the `SkeletonRegion` round it says what is loading). It sweeps a soft band across itself, and
 * holds still when the reader prefers reduced motion. Sized like what replaces it, so nothing moves
 * when the content arrives (no layout shift, ADR 0014).
 */
export function Skeleton({
  shape = 'text',
  size = 'medium',
  leading = 'normal',
  lines = 1,
  width,
  height,
}: SkeletonProps) {
  const one = (lineWidth: string | undefined, key?: number) => (
    <span
      key={key}
      aria-hidden="true"
      data-skeleton={shape}
      className={clsx(styles.shape[shape], shape === 'text' && [styles.textSize[size], styles.textLeading[leading]])}
      style={assignInlineVars({
        ...(lineWidth === undefined ? {} : { [styles.width]: lineWidth }),
        ...(height === undefined ? {} : { [styles.height]: height }),
      })}
    />
  );
  if (shape !== 'text' || lines <= 1) return one(width);
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => one(index === lines - 1 ? LAST_LINE_WIDTH : width, index))}
    </span>
  );
}

/** `aria-label` or `aria-labelledby` name the region the content will fill (a section then). */
export interface SkeletonRegionProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** What is loading, in words ('Loading analysis results...'): a status assistive technology reads. */
  label: string;
  /** The shapes: `Skeleton`s laid out as the content will be. */
  children: ReactNode;
}

/**
 * Where content is loading: the region is `aria-busy` and its shapes are hidden from assistive
 * technology, while a visually hidden status beside them (outside the busy region, so it is not held
 * back) says what is loading. The content that arrives takes the region's place.
 */
export function SkeletonRegion({ label, children, ...aria }: SkeletonRegionProps) {
  // A named region is a section (a landmark needs its name); an unnamed one a plain div.
  const Region = aria['aria-label'] !== undefined || aria['aria-labelledby'] !== undefined ? 'section' : 'div';
  return (
    <div>
      <p role="status" className={visuallyHidden}>
        {label}
      </p>
      <Region aria-busy="true" {...aria}>
        {children}
      </Region>
    </div>
  );
}
