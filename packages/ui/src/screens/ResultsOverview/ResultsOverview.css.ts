import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { threeColumnCards } from '../../theme/utilities.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const agents = threeColumnCards;

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
