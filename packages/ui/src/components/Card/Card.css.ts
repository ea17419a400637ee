import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const padding = styleVariants({
  none: { padding: 0 },
  small: { padding: vars.space.medium },
  medium: { padding: vars.space.xlarge },
  large: { padding: vars.space.xxlarge },
});

/** The whole card is the link's click target (the title link stretches over it). */
export const interactive = style({
  position: 'relative',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong, boxShadow: vars.shadow.medium },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 auto',
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

/** Actions sit above the stretched link so that they stay clickable on their own. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  position: 'relative',
  zIndex: vars.zIndex.raised,
});

/** The title link: its ::after covers the card and draws the focus ring around the whole card. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});

export const body = style({
  // A card stretched by its grid row passes the height on, so content can pin its actions to the bottom.
  flexGrow: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
