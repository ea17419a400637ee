import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

/** Set on <body> while any modal is open. */
export const scrollLockAttribute = 'data-scroll-locked';

globalStyle(`body[${scrollLockAttribute}]`, { overflow: 'hidden' });

// No opacity in either animation: text must be at full contrast from the first frame.
const dim = keyframes({ from: { backgroundColor: 'transparent' } });
const rise = keyframes({ from: { transform: `translateY(${vars.space.small})` } });

/** Covers the page, scrolls when the dialog is taller than the viewport. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  overflowY: 'auto',
  padding: vars.space.large,
  background: vars.color.background.overlay,
  animation: `${dim} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  // On a phone the dialog hangs from the top, so a message appearing inside it grows it downwards
  // instead of moving everything up; from tablet up it is centred.
  marginInline: 'auto',
  marginBlockEnd: 'auto',
  '@media': { [mediaQuery.tablet]: { marginBlockStart: 'auto' } },
  padding: vars.space.xlarge,
  background: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    // The dialog itself takes focus only as a fallback; the ring belongs to its controls.
    '&:focus': { outline: 'none' },
  },
});

/** small and large are derived from the medium width token (modalMax). */
export const size = styleVariants({
  small: { maxWidth: `calc(${vars.size.modalMax} * 0.75)` },
  medium: { maxWidth: vars.size.modalMax },
  large: { maxWidth: `calc(${vars.size.modalMax} * 1.5)` },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  marginTop: `calc(${vars.space.xsmall} * -1)`,
  marginRight: `calc(${vars.space.small} * -1)`,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover, color: vars.color.text.primary },
  },
});

export const body = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/**
 * `scroll="body"`: the dialog is never taller than the window inside the overlay's padding, so its
 * header and footer are always on screen and only the body scrolls.
 */
export const fitsWindow = style({
  maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
  // On a phone the dialog still hangs from the top (a message grows it downwards, up to the window).
  minHeight: 0,
});

/**
 * The body that scrolls. It reaches past its content by a small space on every side, so the focus
 * ring of a control at its edge (a checkbox, a text field) is not cut off by the scrolling box.
 */
export const scrollingBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: `calc(${vars.space.small} * -1)`,
  padding: vars.space.small,
});

/**
 * The dialog's actions stay in reach: when the dialog is taller than the screen (a phone), the footer
 * sticks to the bottom of the scrolling overlay, on the dialog's own surface, instead of waiting
 * below the fold.
 */
export const footer = style({
  position: 'sticky',
  // Chromium sticks within the overlay's content box: reach over its padding to its very bottom.
  bottom: `calc(${vars.space.large} * -1)`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  // The footer's surface reaches the dialog's side and bottom edges, so the content scrolls under it;
  // it starts below the dialog's gap, never over the content (a bordered box above keeps its edge),
  // and its buttons stay exactly where they were without it.
  marginInline: `calc(${vars.space.xlarge} * -1)`,
  marginBlockEnd: `calc(${vars.space.xlarge} * -1)`,
  padding: vars.space.xlarge,
  paddingBlockStart: 0,
  borderBottomLeftRadius: vars.radius.large,
  borderBottomRightRadius: vars.radius.large,
  background: vars.color.background.surfaceRaised,
});

/**
 * With `scroll="body"` the footer is ruled off from the body, so the content that scrolls under its
 * edge reads as more to scroll to, not as cut off.
 */
globalStyle(`${fitsWindow} > ${footer}`, {
  paddingBlockStart: vars.space.large,
  borderTopWidth: vars.size.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border.subtle,
});
