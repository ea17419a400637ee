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

/** success, warning and error are the scale of meaning's good, watch and act (theme/meaning.ts). */
export const toneColors: Record<Tone, ToneColors> = {
  success: vars.color.scale.good,
  warning: vars.color.scale.watch,
  info: vars.color.status.info,
  error: vars.color.scale.act,
  neutral: vars.color.status.neutral,
  brand: {
    fg: vars.color.text.brand,
    bg: vars.color.background.brandSoft,
    border: vars.color.background.brand,
    solid: vars.color.background.brand,
  },
};
