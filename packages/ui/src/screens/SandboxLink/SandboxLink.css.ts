import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const hint = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.subtle,
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const institutionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const institution = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover, borderColor: vars.color.border.strong },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});

export const institutionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const institutionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const institutionName = style({
  fontWeight: vars.font.weight.semibold,
});

export const institutionDetail = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

export const successIcon = style({
  color: vars.color.status.success.fg,
});

export const focusTarget = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});
