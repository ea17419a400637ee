import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { plainListRule, stackRule, surfaceBorderRule } from './rules';
import { mediaQuery } from './tokens';
import { visuallyHiddenRule } from './visuallyHidden';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/** A list without bullets or indentation, for lists laid out as grids of cards. */
export const plainList = style(plainListRule);

/** A bordered surface tile: the card look of list items on content pages. */
export const surfaceTile = style({ ...stackRule('small'), padding: vars.space.xlarge, ...surfaceBorderRule });

/**
 * A row of an icon and text that may wrap: the icon's box is one line of the text tall, so its
 * drawing (which keeps its size, centred in the box) sits on the middle of the first line instead of
 * riding high against it.
 */
export const iconBesideText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

globalStyle(`${iconBesideText} > svg`, { height: '1lh' });

/**
 * A list of cards, one column on phones, two from tablet and three from desktop, where a last row of
 * two is centred under the three above it instead of leaving an empty slot (five agents: 3 + 2).
 * Desktop lays the cards on six half-columns, each card two of them wide.
 */
export const threeColumnCards = style({
  display: 'grid',
  gap: vars.space.large,
  ...plainListRule,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

globalStyle(`${threeColumnCards} > *`, {
  '@media': { [mediaQuery.desktop]: { gridColumn: 'span 2' } },
});

// The first of a last row of two starts half a card in; the second follows it.
globalStyle(`${threeColumnCards} > :nth-child(3n + 1):nth-last-child(2)`, {
  '@media': { [mediaQuery.desktop]: { gridColumn: '2 / span 2' } },
});

/**
 * The summary of a quiet disclosure (`<details>`): a link-coloured label with a chevron, the
 * browser's marker hidden. Put `disclosureIcon` on the chevron: it turns over when open.
 */
export const disclosureSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  cursor: 'pointer',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.small,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

/** The chevron of a `disclosureSummary`, turned over while its disclosure is open. */
export const disclosureIcon = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { 'details[open] > summary &': { transform: 'rotate(180deg)' } },
});
