import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

/** The shape's width (any CSS length; the whole line unless set) and, for blocks and circles, its height. */
export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

/**
 * The placeholder's fill: the subtle background with a lighter band that sweeps across it, or the
 * plain fill when the reader asks for less motion.
 */
const fill = {
  backgroundColor: vars.color.background.subtle,
  backgroundImage: `linear-gradient(90deg, transparent 30%, ${vars.color.background.hover} 50%, transparent 70%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1600ms ${vars.motion.easing.standard} infinite`,
  '@media': {
    [mediaQuery.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
  },
} as const;

const shapeBase = style({
  display: 'block',
  flexShrink: 0,
  maxWidth: '100%',
  width: width,
  vars: { [width]: '100%', [height]: vars.size.controlMedium },
});

/**
 * `text`: a line of text of the given font size, as tall as that text's line (so the real text takes
 * the same room), drawn as a bar a little shorter than the line. `block`: a rectangle (a chart, a
 * button, a tile). `circle`: an avatar or an icon chip.
 */
export const shape = styleVariants({
  text: [
    shapeBase,
    {
      position: 'relative',
      height: '1lh',
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          insetBlock: '0.2lh',
          borderRadius: vars.radius.small,
          ...fill,
        },
      },
    },
  ],
  block: [shapeBase, { height: height, borderRadius: vars.radius.medium, ...fill }],
  circle: [shapeBase, { width: height, height: height, borderRadius: vars.radius.full, ...fill }],
});

/** The font size a text line stands in for. */
export const textSize = styleVariants(vars.font.size, (fontSize) => ({ fontSize }));

/** The line height of the text a line stands in for (headings are tight, body text normal). */
export const textLeading = styleVariants(vars.font.lineHeight, (lineHeight) => ({ lineHeight }));

/** Text lines one under another, as close as the lines of a paragraph. */
export const lines = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
