import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  borderedListItemRule,
  borderedListRule,
  clusterRule,
  headingRule,
  iconChipRule,
  plainListRule,
  rowRule,
  surfaceBorderRule,
  stackRule,
  textRule,
} from '../../theme/rules';
import { toneColors } from '../../theme/tones';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

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
  gap: vars.space.medium,
  ...plainListRule,
  ...responsiveColumns({ tablet: 2, desktop: 5 }),
});

export const toolItem = style({ display: 'flex', minWidth: 0 });

export const toolCard = style({ flex: 1 });

/**
 * A tool card's parts on a grid. Phone: icon, name and Run on top (the category under the name), the
 * description below. From the tablet: icon and category, name, description, Run at the foot (so the
 * cards of a row line their Run up).
 */
export const toolBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon name run" "icon category run" "description description description"',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  alignItems: 'center',
  height: '100%',
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr auto',
      gridTemplateAreas: '"icon category" "name name" "description description" "run run"',
      rowGap: vars.space.small,
    },
  },
});

export const toolIcon = style({ ...iconChipRule, gridArea: 'icon' });

export const toolName = style({
  ...headingRule('large', 'semibold'),
  gridArea: 'name',
  overflowWrap: 'normal',
});

export const toolCategory = style({
  gridArea: 'category',
  display: 'flex',
  '@media': { [mediaQuery.tablet]: { justifyContent: 'flex-end' } },
});

export const toolDescription = style({
  ...textRule({ size: 'small', leading: 'normal', tone: 'secondary' }),
  gridArea: 'description',
  alignSelf: 'start',
  marginBlockStart: vars.space.xsmall,
});

export const toolAction = style({ gridArea: 'run', display: 'flex', alignSelf: 'center' });

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

/** Quick Stats: three figures side by side at every width; labels wrap between words, never inside one. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  ...plainListRule,
});

export const stat = style({
  ...stackRule('xxsmall'),
  padding: vars.space.medium,
  ...surfaceBorderRule,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const statLabel = style({
  ...textRule({ size: 'small', weight: 'medium', tone: 'secondary' }),
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
});

export const statValue = styleVariants(toneColors, (colors) => ({
  ...textRule({ size: 'xxlarge', weight: 'bold', leading: 'tight', tone: 'primary' }),
  color: colors.fg,
  fontVariantNumeric: 'tabular-nums',
}));

/** Balances and Upcoming charges: the figures, then the list. */
export const moneyBody = style(stackRule('large'));

export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.labelColumn}), 1fr))`,
  gap: vars.space.medium,
  margin: 0,
});

export const figure = style({ ...stackRule('xxsmall'), minWidth: 0 });

export const figureLabel = style({
  ...textRule({ size: 'small', weight: 'medium', tone: 'secondary' }),
  overflowWrap: 'normal',
});

export const figureValue = style({
  ...textRule({ size: 'xxlarge', weight: 'bold', leading: 'tight', tone: 'primary' }),
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const accountList = style(borderedListRule);

/** Name and balance on one line, the kind, mask and bank under them across the row. */
export const accountRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name balance" "meta meta"',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  alignItems: 'baseline',
  ...borderedListItemRule,
  paddingBlock: vars.space.small,
});

export const accountName = style({ ...textRule({ weight: 'semibold', tone: 'primary' }), gridArea: 'name' });

export const accountMeta = style({ ...textRule({ size: 'small', tone: 'secondary' }), gridArea: 'meta' });

export const accountBalance = style({
  ...textRule({ weight: 'semibold', tone: 'primary' }),
  gridArea: 'balance',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const owedNote = style(textRule({ size: 'small', weight: 'regular', tone: 'secondary' }));

export const chargeList = style(borderedListRule);

/** Date, name, amount on one line; the name takes what is left and wraps between words. */
export const chargeRow = style({
  display: 'grid',
  gridTemplateColumns: `auto minmax(0, 1fr) auto`,
  alignItems: 'baseline',
  gap: vars.space.medium,
  ...borderedListItemRule,
  paddingBlock: vars.space.small,
  '@media': {
    // A phone lists the first three; the link under the list counts them all.
    [`not ${mediaQuery.tablet}`]: { selectors: { '&:nth-child(n+4)': { display: 'none' } } },
  },
});

export const chargeDate = style({
  ...textRule({ size: 'small', weight: 'medium', tone: 'secondary' }),
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  minWidth: '6ch',
});

export const chargeName = style(textRule({ tone: 'primary' }));

export const chargeAmount = style({
  ...textRule({ weight: 'semibold', tone: 'primary' }),
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const upcomingSource = style(textRule({ size: 'small', tone: 'secondary' }));

export const nowrap = style({ whiteSpace: 'nowrap' });

/** No Recurring Expenses result yet: one line that is the way to get one. */
export const runPrompt = style({
  ...rowRule('medium'),
  alignItems: 'flex-start',
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.large,
});

export const runPromptIcon = style({ flexShrink: 0, color: vars.color.text.secondary });

export const runPromptText = style({ ...textRule({ tone: 'primary' }), margin: 0 });

export const runPromptNote = style({ color: vars.color.text.secondary });

/** A section's heading and body while it loads (the skeleton of a Section). */
export const skeletonSection = style(stackRule('medium'));

export const chartSkeleton = style(stackRule('medium'));

export const chartSkeletonCaption = style(stackRule('xxsmall'));

/** Where the chart's 'Show as table' button will be. */
export const chartSkeletonToolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const chartSkeletonButtonHeight = vars.size.controlSmall;

/** BarChart's medium plot height (Chart.css.ts), for the chart's skeleton. */
export const chartPlotHeight = `calc(${vars.space.xxxlarge} * 6)`;

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
