import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** First and last name side by side from tablet width up. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

/** Remember me on the left, Forgot password? on the right. */
export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const switchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

/** A button that reads as a link: it changes the view, it does not navigate. */
export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.xlarge,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.font.underline.offset,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: vars.font.underline.thicknessHover },
    '&[aria-disabled="true"]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});
