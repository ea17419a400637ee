import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareFieldsetRule, legendRule, plainListRule, stackRule, textRule } from '../../theme/rules';
import { errorSlot } from '../../components/Field/Field.css';
import { mediaQuery } from '../../theme/tokens';

/** The account picker: a checkbox group or a radio group (maxAccounts 1). */
export const accounts = style({ minWidth: 0 });

export const fieldset = style(bareFieldsetRule('small'));

export const legend = style({ ...legendRule, fontSize: vars.font.size.medium });

export const note = style(textRule({ size: 'small', tone: 'secondary' }));

export const fields = style({
  display: 'grid',
  gap: vars.space.large,
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
 * for them, so nothing below them moves when they do (the modal jumped on a phone). Only where a
 * message can appear: each checkbox's own (always empty) slot keeps no line, so the accounts are
 * evenly spaced.
 */
const messageLine = { minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})` };
globalStyle(`${accounts} fieldset > ${errorSlot}`, messageLine);
globalStyle(`${fields} ${errorSlot}`, messageLine);

/**
 * The footer: why Continue is disabled, at its side on a wide screen and above it on a phone (the
 * footer wraps), then Cancel and Continue at the end of the line.
 */
export const reason = style({ flex: `1 1 ${vars.size.fieldMin}`, minWidth: 0 });

export const reasonNote = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
  flex: `1 1 ${vars.size.fieldMin}`,
  alignSelf: 'center',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  alignSelf: 'flex-end',
  marginInlineStart: 'auto',
});
