import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconChipRule, plainListRule, rowRule, stackRule, surfaceBorderRule, textRule } from '../../theme/rules';

export const page = style({ ...stackRule('xlarge'), paddingBlock: vars.space.xlarge });

export const list = style({ ...stackRule('medium'), ...plainListRule });

export const item = style({ ...rowRule('medium'), padding: vars.space.large, ...surfaceBorderRule });

export const icon = style({ ...iconChipRule, flexShrink: 0, borderRadius: vars.radius.full });

export const text = style({ ...stackRule('xxsmall'), flex: 1, minWidth: 0 });

export const name = style({
  ...textRule({ size: 'medium', weight: 'semibold', tone: 'primary' }),
  overflowWrap: 'anywhere',
});

export const date = style(textRule({ size: 'small', tone: 'secondary' }));

export const confirmText = style(textRule({ leading: 'normal', tone: 'primary' }));
