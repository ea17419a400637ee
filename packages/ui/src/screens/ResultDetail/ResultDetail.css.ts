import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const analysisId = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
});

/** The page's head: the way back, the title, the run's facts and its two actions, close together. */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const backLink = style({
  fontSize: vars.font.size.small,
});

/** Date, duration, accounts, transactions and cost: one quiet line of facts that wraps. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const fact = style({
  display: 'flex',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const factLabel = style({
  fontWeight: vars.font.weight.medium,
  selectors: { '&::after': { content: '":"' } },
});

/** Values never break inside (a date and its time, '2 credits'); whole facts wrap instead. */
export const factValue = style({
  margin: 0,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const notice = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  selectors: { '&:empty': { display: 'none' } },
});

const panelBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

/** The status panels: a failure (error tone) or a run still going (warning tone). */
export const panel = styleVariants({
  error: [panelBase, { borderColor: vars.color.status.error.border }],
  progress: [panelBase, { borderColor: vars.color.status.warning.border }],
  neutral: [panelBase, { borderColor: vars.color.border.subtle }],
});

export const panelIcon = styleVariants({
  error: { flexShrink: 0, color: vars.color.status.error.fg },
  progress: { flexShrink: 0, color: vars.color.status.warning.fg },
  neutral: { flexShrink: 0, color: vars.color.text.brand },
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  flexGrow: 1,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const panelText = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const raw = style({
  margin: 0,
  maxHeight: vars.size.scrollPanelMax,
  overflow: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.subtle,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});

export const rawHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const rawTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const rawBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

export const mono = style({ fontFamily: vars.font.family.mono });

export const centered = style({
  display: 'flex',
  flexGrow: 1,
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
});

export const errorPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const errorIcon = style({ color: vars.color.status.error.fg });

export const errorText = style({
  margin: 0,
  maxWidth: vars.size.readableMax,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

export const retryCount = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});
