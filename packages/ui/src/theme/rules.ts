import { vars } from './contract.css';

/**
 * Style rules that many screens' classes share, as plain objects to spread into a `style({...})`:
 * each class still holds its own properties (nothing changes in the cascade), but the layout and
 * text roles are written once. The classes in `utilities.css.ts` are for when a whole class is shared.
 */

type Space = keyof typeof vars.space;
type FontSize = keyof typeof vars.font.size;
type FontWeight = keyof typeof vars.font.weight;
type LineHeight = keyof typeof vars.font.lineHeight;
type TextTone = keyof typeof vars.color.text;

/** Parts one under another, `gap` apart. */
export function stackRule(gap: Space) {
  return { display: 'flex', flexDirection: 'column', gap: vars.space[gap] } as const;
}

/** Parts side by side that wrap onto more lines, `gap` apart. */
export function clusterRule(gap: Space) {
  return { display: 'flex', flexWrap: 'wrap', gap: vars.space[gap] } as const;
}

/** A row of parts centred on one line, `gap` apart. */
export function rowRule(gap: Space) {
  return { display: 'flex', alignItems: 'center', gap: vars.space[gap] } as const;
}

/** A list drawn as nothing but its items: no bullets, no indent, no margin. */
export const plainListRule = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A thin subtle border round a rounded surface: the look of cards, tiles and bordered lists. */
export const surfaceBorderRule = {
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
} as const;

/** A list of rows inside one bordered surface (recent analyses, past results). */
export const borderedListRule = {
  display: 'flex',
  flexDirection: 'column',
  ...plainListRule,
  ...surfaceBorderRule,
} as const;

/** A row of a bordered list: a thin rule between it and the row above. */
export const borderedListItemRule = {
  padding: vars.space.medium,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}` },
  },
} as const;

/** An icon on a soft brand-coloured chip: the agents' and tools' icons. */
export const iconChipRule = {
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
} as const;

/** A fieldset that draws nothing of its own: its controls one under another, `gap` apart. */
export function bareFieldsetRule(gap: Space) {
  return { ...stackRule(gap), margin: 0, padding: 0, border: 0, minWidth: 0 } as const;
}

/** A fieldset's legend set as a small heading over its controls. */
export const legendRule = {
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
} as const;

/** A quiet box set off from the text round it: a hint, a recommendation. */
export const calloutRule = {
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.subtle,
  color: vars.color.text.primary,
} as const;

interface TextRole {
  readonly size?: FontSize;
  readonly weight?: FontWeight;
  readonly leading?: LineHeight;
  readonly tone: TextTone;
}

/**
 * A paragraph or heading in one text role: no margin of its own, then only the size, weight, line
 * height and tone it names.
 */
export function textRule({ size, weight, leading, tone }: TextRole) {
  return {
    margin: 0,
    ...(size === undefined ? {} : { fontSize: vars.font.size[size] }),
    ...(weight === undefined ? {} : { fontWeight: vars.font.weight[weight] }),
    ...(leading === undefined ? {} : { lineHeight: vars.font.lineHeight[leading] }),
    color: vars.color.text[tone],
  };
}

/** A title: tight lines in the primary tone. */
export function headingRule(size: FontSize, weight: FontWeight) {
  return textRule({ size, weight, leading: 'tight', tone: 'primary' });
}

/** Running text under a title: normal lines in the secondary tone. */
export function bodyTextRule(size: FontSize) {
  return textRule({ size, leading: 'normal', tone: 'secondary' });
}
