/**
 * The rule that hides an element on screen while assistive technology still reads it: the
 * `visuallyHidden` class, and the same rule inside a media or container query where a part hides
 * only in some layouts (a stacked table's header row).
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
