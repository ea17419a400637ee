import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { rowRule, stackRule } from '../rules';

/** The token a row draws: a colour, a font size, a weight or a length. */
export const tokenValue = createVar();

export const page = style({ ...stackRule('xlarge'), maxWidth: vars.size.contentMax });

export const intro = style({ margin: 0, maxWidth: vars.size.readableMax, color: vars.color.text.secondary });

export const valueCell = style({ ...rowRule('small') });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small });

export const swatch = style({
  flexShrink: 0,
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  background: tokenValue,
});

export const sizeSample = style({ fontSize: tokenValue, lineHeight: vars.font.lineHeight.tight });

export const weightSample = style({ fontWeight: tokenValue });

export const bar = style({
  display: 'block',
  inlineSize: tokenValue,
  blockSize: vars.space.large,
  borderRadius: vars.radius.small,
  background: vars.color.background.brand,
});

export const radiusSample = style({
  display: 'block',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: tokenValue,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  background: vars.color.background.brandSoft,
});
