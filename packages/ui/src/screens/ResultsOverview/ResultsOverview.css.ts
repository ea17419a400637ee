import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconChipRule, rowRule, stackRule, textRule } from '../../theme/rules';
import { threeColumnCards } from '../../theme/utilities.css';

export const page = style({ ...stackRule('xlarge'), paddingBlock: vars.space.xlarge });

export const agents = threeColumnCards;

export const agentItem = style({ display: 'flex', minWidth: 0 });

export const agentCard = style({ flex: 1 });

export const agentBody = style(rowRule('medium'));

export const agentIcon = style(iconChipRule);

export const agentCount = style(textRule({ size: 'small', tone: 'secondary' }));
