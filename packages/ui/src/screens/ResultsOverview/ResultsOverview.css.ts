import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const agents = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const agentItem = style({ display: 'flex', minWidth: 0 });

export const agentCard = style({ flex: 1 });

export const agentBody = style({
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

export const agentCount = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});
