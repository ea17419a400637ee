import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { calloutRule, textRule } from '../../theme/rules';

export const more = style(textRule({ size: 'small', tone: 'secondary' }));

export const recommendation = style(calloutRule);

export const recommendationLabel = style({
  fontWeight: vars.font.weight.semibold,
});
