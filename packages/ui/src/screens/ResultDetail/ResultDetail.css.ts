import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bodyTextRule, clusterRule, headingRule, stackRule, textRule } from '../../theme/rules';
import { responsiveColumns } from '../../theme/tokens';

export const page = style({
  ...stackRule('xlarge'),
  paddingBlock: vars.space.xlarge,
  minWidth: 0,
});

export const title = style(headingRule('xxlarge', 'bold'));

export const analysisId = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
  fontFamily: vars.font.family.mono,
});

export const backLink = style({
  fontSize: vars.font.size.small,
});

/** The run under the verdict: its line, its details, the page's actions. */
export const run = style({ ...stackRule('small'), alignItems: 'flex-start', minWidth: 0 });

export const analysisNumber = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
  fontFamily: vars.font.family.mono,
});

export const runDate = style(textRule({ size: 'small', tone: 'secondary' }));

export const details = style({ fontSize: vars.font.size.small });

export const detailsBody = style({ marginBlockStart: vars.space.xsmall });

/** Duration, accounts, transactions and cost: one quiet line of facts that wraps. */
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

export const actions = style({ ...clusterRule('small'), alignItems: 'center' });

export const notice = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
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
});

export const panelIcon = styleVariants({
  error: { flexShrink: 0, color: vars.color.status.error.fg },
  progress: { flexShrink: 0, color: vars.color.status.warning.fg },
});

export const panelBody = style({ ...stackRule('small'), minWidth: 0, flexGrow: 1 });

export const panelTitle = style(headingRule('xlarge', 'semibold'));

export const panelText = style(bodyTextRule('medium'));

export const result = style({ ...stackRule('large'), minWidth: 0 });

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

/** The raw-data disclosure: no card of its own, the toggle's label on the content's left edge. */
export const rawSection = style({ minWidth: 0 });

/** The ghost toggle's padding sits outside the content's edge, so its chevron lines up with the headings. */
export const rawToggle = style({ marginInlineStart: `calc(-1 * (${vars.space.large} + ${vars.size.borderWidth}))` });

export const rawHeader = style({ ...clusterRule('small'), alignItems: 'center', justifyContent: 'space-between' });

export const rawTitle = style(textRule({ size: 'large', weight: 'semibold', tone: 'primary' }));

export const rawBody = style({ ...stackRule('small'), marginBlockStart: vars.space.medium });

export const mono = style({ fontFamily: vars.font.family.mono });

/** The loading shapes, spaced as the result's parts are, at least a screen tall (nothing below shows, then jumps). */
export const skeleton = style({ ...stackRule('xxlarge'), minHeight: '100vh' });

export const skeletonTiles = style({
  display: 'grid',
  gap: vars.space.medium,
  ...responsiveColumns({ tablet: 2 }),
});

export const errorPanel = style({
  ...stackRule('medium'),
  alignItems: 'center',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const errorIcon = style({ color: vars.color.status.error.fg });

export const errorText = style({
  ...textRule({ size: 'medium', leading: 'normal', tone: 'primary' }),
  maxWidth: vars.size.readableMax,
});

export const retryCount = style(textRule({ size: 'small', tone: 'secondary' }));
