import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconBesideText } from '../../theme/utilities.css';
import { mediaQuery } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const agentIcon = style({
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style([iconBesideText, { color: vars.color.text.primary }]);

export const check = style({ flexShrink: 0, color: vars.color.status.success.fg });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.color.text.secondary });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'end' });
