import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const lineThickness = vars.space.xxsmall;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
});

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', alignItems: 'flex-start' },
});

export const step = style({
  display: 'flex',
  minWidth: 0,
});

export const stepIn = styleVariants({
  vertical: {
    flexDirection: 'row',
    gap: vars.space.medium,
  },
  horizontal: {
    flexDirection: 'column',
    gap: vars.space.small,
    flex: '1 1 0',
    selectors: { '&:last-child': { flex: '0 1 auto' } },
  },
});

/** The marker and the line to the next step. */
export const rail = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 },
  horizontal: { display: 'flex', flexDirection: 'row', alignItems: 'center' },
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.full,
  borderWidth: lineThickness,
  borderStyle: 'solid',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const marker = styleVariants({
  done: [
    markerBase,
    {
      background: vars.color.background.brand,
      borderColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
    },
  ],
  current: [
    markerBase,
    {
      background: vars.color.background.brandSoft,
      borderColor: vars.color.background.brand,
      color: vars.color.text.brand,
    },
  ],
  upcoming: [
    markerBase,
    {
      background: vars.color.background.surface,
      borderColor: vars.color.border.strong,
      color: vars.color.text.secondary,
    },
  ],
  error: [
    markerBase,
    {
      background: vars.color.status.error.bg,
      borderColor: vars.color.status.error.solid,
      color: vars.color.status.error.fg,
    },
  ],
});

const lineBase = style({
  flex: '1 1 auto',
  background: vars.color.border.default,
  borderRadius: vars.radius.full,
});

export const line = styleVariants({
  vertical: [lineBase, { width: lineThickness, minHeight: vars.space.xlarge, marginBlock: vars.space.xsmall }],
  horizontal: [lineBase, { height: lineThickness, minWidth: vars.space.large, marginInline: vars.space.small }],
});

export const lineDone = style({
  background: vars.color.background.brand,
});

export const content = styleVariants({
  vertical: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    minWidth: 0,
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.large,
    overflowWrap: 'anywhere',
  },
  horizontal: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    minWidth: 0,
    paddingInlineEnd: vars.space.small,
    overflowWrap: 'anywhere',
  },
});

export const label = styleVariants({
  done: { color: vars.color.text.secondary, fontWeight: vars.font.weight.medium },
  current: { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
  upcoming: { color: vars.color.text.muted, fontWeight: vars.font.weight.medium },
  error: { color: vars.color.text.danger, fontWeight: vars.font.weight.semibold },
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
