import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareFieldsetRule, legendRule, plainListRule, stackRule, textRule } from '../../theme/rules';
import { errorSlot } from '../../components/Field/Field.css';
import { mediaQuery } from '../../theme/tokens';

export const body = style(stackRule('large'));

export const fieldset = style(bareFieldsetRule('small'));

export const legend = style({ ...legendRule, fontSize: vars.font.size.medium });

export const options = style(stackRule('medium'));

export const note = style(textRule({ size: 'small', tone: 'secondary' }));

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const cost = style({
  ...stackRule('xxsmall'),
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  // The brand tint, not background.subtle: in dark mode subtle is within a shade of the modal's
  // raised surface and the panel disappeared.
  background: vars.color.background.brandSoft,
});

export const costTotal = style(textRule({ size: 'large', tone: 'primary' }));

export const costRule = style(textRule({ size: 'small', tone: 'secondary' }));

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.primary,
});

export const summaryList = style(plainListRule);

globalStyle(`${summary} dt`, { fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
globalStyle(`${summary} dd`, { margin: 0, overflowWrap: 'anywhere' });

/**
 * Step 1's validation messages (no account selected, a bad income or ZIP code) appear in a line kept
 * for them, so nothing below them moves when they do (the modal jumped on a phone).
 */
globalStyle(`${body} ${errorSlot}`, {
  minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})`,
});
