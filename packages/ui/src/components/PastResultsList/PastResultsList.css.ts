import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { borderedListItemRule, borderedListRule, clusterRule, stackRule, textRule } from '../../theme/rules';

export const list = style(borderedListRule);

export const item = style({ ...stackRule('xsmall'), ...borderedListItemRule });

export const head = style({ ...clusterRule('small'), alignItems: 'center' });

export const name = style({ fontWeight: vars.font.weight.semibold });

export const date = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const description = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
  overflowWrap: 'anywhere',
});
