import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareFieldsetRule,
  calloutRule,
  clusterRule,
  iconChipRule,
  legendRule,
  plainListRule,
  stackRule,
  textRule,
} from '../../theme/rules';

export const body = style(stackRule('large'));

export const stepTitle = style(textRule({ size: 'large', weight: 'semibold', tone: 'primary' }));

export const text = style(textRule({ leading: 'normal', tone: 'secondary' }));

export const hint = style({ ...calloutRule, fontSize: vars.font.size.small });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
});

export const form = style(stackRule('medium'));

export const actions = style({ ...clusterRule('small'), justifyContent: 'flex-end' });

export const institutionList = style({ ...stackRule('small'), ...plainListRule });

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

export const institutionIcon = style({ ...iconChipRule, flexShrink: 0, borderRadius: vars.radius.full });

export const institutionText = style({ ...stackRule('xxsmall'), minWidth: 0 });

export const institutionName = style({
  fontWeight: vars.font.weight.semibold,
});

export const institutionDetail = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const fieldset = style(bareFieldsetRule('medium'));

export const legend = style(legendRule);

export const center = style({
  ...stackRule('medium'),
  alignItems: 'center',
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
