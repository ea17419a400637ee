import { vars } from './contract.css';

/**
 * Semantic tones shared by Badge, StatusBadge, Alert and StatTile: the four status tones, neutral,
 * and brand. Each maps to the theme's foreground / background / border / solid colours, so every
 * tone works in both themes (the pairs are AA in tokens.ts). No raw values here, only the contract.
 */
export const tones = ['success', 'warning', 'info', 'error', 'neutral', 'brand'] as const;
export type Tone = (typeof tones)[number];

export interface ToneColors {
  fg: string;
  bg: string;
  border: string;
  solid: string;
}

export const toneColors: Record<Tone, ToneColors> = {
  success: vars.color.status.success,
  warning: vars.color.status.warning,
  info: vars.color.status.info,
  error: vars.color.status.error,
  neutral: vars.color.status.neutral,
  brand: {
    fg: vars.color.text.brand,
    bg: vars.color.background.brandSoft,
    border: vars.color.background.brand,
    solid: vars.color.background.brand,
  },
};
