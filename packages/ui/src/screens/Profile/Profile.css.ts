import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clusterRule, plainListRule, stackRule, textRule } from '../../theme/rules';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

export const page = style({ ...stackRule('xlarge'), paddingBlock: vars.space.xlarge });

/** Account Information beside the credit balance from desktop up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

/**
 * The grid spaces its sections itself: without this, the second section keeps the margin a section
 * takes after another (Section.css.ts), and 'Credit Balance' sits 32 px below 'Account Information'
 * beside it, 56 px from the card above it on a phone.
 */
globalStyle(`${columns} > section`, { marginTop: 0 });

export const account = style({ ...clusterRule('xlarge'), alignItems: 'center' });

export const avatar = style({
  display: 'block',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.subtle,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});

export const avatarIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const details = style({
  display: 'grid',
  gap: vars.space.medium,
  flex: `1 1 ${vars.size.fieldMin}`,
  minWidth: 0,
  margin: 0,
});

export const detail = style(stackRule('xxsmall'));

export const term = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const value = style({ ...textRule({ tone: 'primary' }), overflowWrap: 'anywhere' });

export const balance = style(stackRule('large'));

export const links = style(clusterRule('medium'));

export const summary = style(stackRule('xlarge'));

export const totals = style({
  display: 'grid',
  gap: vars.space.medium,
  ...plainListRule,
  ...responsiveColumns({ tablet: 2, desktop: 4 }),
});

export const tables = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** An account's name with the bank's mask after it. */
export const accountName = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space.xsmall });

export const mask = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

/** "Delete my account": what it does, then the button. */
export const deletion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const deletionText = style({ margin: 0, maxWidth: '60ch', color: vars.color.text.secondary });
