import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clusterRule, stackRule } from '../../theme/rules';

export const root = style({
  ...stackRule('large'),
  selectors: {
    // Kept as weak as one class (:where adds nothing), so a layout that spaces its sections itself
    // (a grid with a gap) can take the margin away.
    ':where(&) + &': { marginTop: vars.space.xxlarge },
  },
});

export const header = style({ ...clusterRule('medium'), alignItems: 'flex-end', justifyContent: 'space-between' });

export const text = style({ ...stackRule('xsmall'), minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  maxWidth: vars.size.readableMax,
  fontSize: vars.font.size.medium,
  color: vars.color.text.secondary,
});

export const actions = style(clusterRule('small'));
