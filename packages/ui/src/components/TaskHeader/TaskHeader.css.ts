import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const agentIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
});

const titleBase = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

/** `page`: a result's title; `compact`: a run still going (its progress panel is the focus). */
export const title = styleVariants({
  page: [titleBase, { fontSize: vars.font.size.xxlarge }],
  compact: [titleBase, { fontSize: vars.font.size.xlarge }],
});

export const analysisId = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
});
