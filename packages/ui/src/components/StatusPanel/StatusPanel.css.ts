import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The centred single-panel layout of status screens (auth callback, payment success, payment cancel). */

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.gutter,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: vars.size.modalMax,
  padding: vars.space.xlarge,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const alert = style({
  width: '100%',
  textAlign: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
