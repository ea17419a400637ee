import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

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
  gap: vars.space.large,
});

export const credits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

/** The balance's room while it loads: kept, unseen, so its arrival moves nothing (issue 11, layout shift). */
export const creditsReserved = style({ visibility: 'hidden' });

export const creditsLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const creditsValue = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.brand,
});

export const tools = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...responsiveColumns({ tablet: 2, desktop: 5 }),
});

export const toolItem = style({ display: 'flex', minWidth: 0 });

export const toolCard = style({ flex: 1 });

export const toolBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
});

export const toolTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const toolIcon = style({
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const toolDescription = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

/** Recent Analysis beside Quick Stats from desktop up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

// Side by side, the two sections' headings share one line: the grid's gap spaces them, not the
// margin a Section keeps from the one before it in a column of sections.
globalStyle(`${columns} > section`, { marginTop: 0 });

export const recent = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const recentItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}` },
  },
});

export const recentMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: `1 1 ${vars.size.statMin}`,
  minWidth: 0,
});

export const recentName = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const recentMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const recentEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginInlineStart: 'auto',
});

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chartNote = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** A section whose data could not be loaded: a quiet line with Try again. */
export const loadProblem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
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
