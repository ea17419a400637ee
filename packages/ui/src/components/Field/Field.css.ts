import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

/** Legends carry the label look, without the fieldset's default padding. */
export const legend = style([label, { padding: 0, marginBottom: vars.space.xsmall }]);

export const labelDisabled = style({ color: vars.color.text.muted });

export const requiredMarker = style({
  color: vars.color.text.danger,
  marginLeft: vars.space.xxsmall,
});

export const hint = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

/**
 * The error's live region, always mounted (FieldError). Unstyled here: a form that must not move when
 * its messages appear reserves a line for it (StartAgentModal.css.ts).
 */
export const errorSlot = style({});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.danger,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.font.size.medium,
  height: vars.font.size.medium,
  marginTop: vars.space.xxsmall,
});

/**
 * The box every text-like control shares (TextField, PasswordField, Select, Textarea).
 * Borders use `border.strong` so that the control's edge meets 3:1 (WCAG 1.4.11).
 */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.background.surface,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.medium,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text.secondary },
    '&:focus-visible': { borderColor: vars.color.border.focus, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.danger },
    // A thicker danger edge, so that the invalid state is not signalled by hue alone.
    '&[aria-invalid="true"]:not(:focus-visible)': {
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.text.muted,
      background: vars.color.background.subtle,
      borderColor: vars.color.border.default,
    },
  },
});
