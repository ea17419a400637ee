import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bodyTextRule, clusterRule, headingRule, stackRule, surfaceBorderRule } from '../../theme/rules';

export const page = style({
  ...stackRule('large'),
  width: '100%',
  maxWidth: vars.size.readableMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  overflowWrap: 'anywhere',
});

export const panel = style({
  ...stackRule('large'),
  padding: vars.space.xlarge,
  ...surfaceBorderRule,
  boxShadow: vars.shadow.small,
});

export const current = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const currentText = style({ ...stackRule('xsmall'), minWidth: 0 });

export const message = style(headingRule('large', 'semibold'));

export const detail = style(bodyTextRule('medium'));

export const doneIcon = style({
  flexShrink: 0,
  color: vars.color.status.success.fg,
});

export const failedIcon = style({
  flexShrink: 0,
  color: vars.color.status.error.fg,
});

export const actions = style(clusterRule('small'));
