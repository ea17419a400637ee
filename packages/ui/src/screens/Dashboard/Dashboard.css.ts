import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  borderedListItemRule,
  borderedListRule,
  clusterRule,
  iconChipRule,
  plainListRule,
  rowRule,
  stackRule,
  textRule,
} from '../../theme/rules';
import { responsiveColumns } from '../../theme/tokens';

export const page = style({ ...stackRule('xlarge'), paddingBlock: vars.space.xlarge });

export const credits = style({ ...stackRule('xxsmall'), margin: 0 });

/** The balance's room while it loads: kept, unseen, so its arrival moves nothing (ADR 0014, layout shift). */
export const creditsReserved = style({ visibility: 'hidden' });

export const creditsLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const creditsValue = style(textRule({ size: 'xxlarge', weight: 'bold', leading: 'tight', tone: 'brand' }));

export const tools = style({
  display: 'grid',
  gap: vars.space.large,
  ...plainListRule,
  ...responsiveColumns({ tablet: 2, desktop: 5 }),
});

export const toolItem = style({ display: 'flex', minWidth: 0 });

export const toolCard = style({ flex: 1 });

export const toolBody = style({ ...stackRule('small'), height: '100%' });

export const toolTop = style({ ...rowRule('small'), justifyContent: 'space-between' });

export const toolIcon = style(iconChipRule);

export const toolDescription = style(textRule({ size: 'small', leading: 'normal', tone: 'secondary' }));

export const recent = style(borderedListRule);

export const recentItem = style({ ...clusterRule('medium'), alignItems: 'center', ...borderedListItemRule });

export const recentMain = style({
  ...stackRule('xxsmall'),
  flex: `1 1 ${vars.size.statMin}`,
  minWidth: 0,
});

export const recentName = style(textRule({ weight: 'semibold', tone: 'primary' }));

export const recentMeta = style({
  ...clusterRule('small'),
  alignItems: 'center',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const recentEnd = style({ ...rowRule('medium'), marginInlineStart: 'auto' });

export const stats = style({ display: 'grid', gap: vars.space.medium, ...plainListRule });

export const chartNote = style(textRule({ size: 'small', tone: 'secondary' }));

/** A section whose data could not be loaded: a quiet line with Try again. */
export const loadProblem = style({
  ...clusterRule('small'),
  alignItems: 'center',
  padding: vars.space.medium,
  marginBlockEnd: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.secondary,
});

export const loadProblemIcon = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
});

export const loadProblemText = style({
  flex: `1 1 ${vars.size.statMin}`,
  margin: 0,
  fontSize: vars.font.size.small,
});
