import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { threeColumnCards } from '../../theme/utilities.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const grid = threeColumnCards;

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  height: '100%',
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const agentIcon = style({
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const description = style({
  margin: 0,
  flex: 1,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.text.primary,
});

export const rule = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** Above the card's stretched title link, so the button gets its own clicks. */
export const cardActions = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  justifyContent: 'flex-end',
});
