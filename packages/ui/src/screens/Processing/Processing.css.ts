import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.readableMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  overflowWrap: 'anywhere',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const current = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const currentText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const doneIcon = style({
  flexShrink: 0,
  color: vars.color.status.success.fg,
});

export const failedIcon = style({
  flexShrink: 0,
  color: vars.color.status.error.fg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
