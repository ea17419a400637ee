import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as button from '../Button/Button.css';

const textLink = style({
  color: vars.color.text.link,
  borderRadius: vars.radius.small,
  textUnderlineOffset: vars.font.underline.offset,
  textDecorationThickness: vars.font.underline.thickness,
  selectors: {
    '&:hover': { textDecorationThickness: vars.font.underline.thicknessHover },
  },
});

/**
 * inline: inside running text, always underlined (colour alone must not mark a link, WCAG 1.4.1).
 * standalone: on its own line or in a list of actions, bold, underlined on hover, a target at least
 *   space.xlarge tall (WCAG 2.5.8).
 * primary / secondary: look exactly like the Button variants of the same name.
 */
export const variant = styleVariants({
  inline: [textLink, { textDecorationLine: 'underline' }],
  standalone: [
    textLink,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xsmall,
      minHeight: vars.space.xlarge,
      fontWeight: vars.font.weight.semibold,
      textDecorationLine: 'none',
      selectors: { '&:hover': { textDecorationLine: 'underline' } },
    },
  ],
  primary: [button.base, button.variant.primary],
  secondary: [button.base, button.variant.secondary],
});

export const size = button.size;

export const fullWidth = button.fullWidth;
