import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clusterRule, iconChipRule, rowRule, stackRule, textRule } from '../../theme/rules';
import { threeColumnCards } from '../../theme/utilities.css';

export const page = style({ ...stackRule('xlarge'), paddingBlock: vars.space.xlarge });

export const headerActions = style({ ...clusterRule('medium'), alignItems: 'center' });

export const grid = threeColumnCards;

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const cardBody = style({ ...stackRule('medium'), height: '100%' });

export const cardTop = style({ ...rowRule('small'), justifyContent: 'space-between' });

export const agentIcon = style(iconChipRule);

export const description = style({ ...textRule({ leading: 'normal', tone: 'secondary' }), flex: 1 });

export const price = style({ ...stackRule('xxsmall'), margin: 0, color: vars.color.text.primary });

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
