import { describe, expect, it } from 'vitest';
import { contrast, luminance } from './contrast';
import { darkTokens, lightTokens } from './tokens';
import type { ThemeTokens } from './tokens';

/** Text on the backgrounds it is used on: each at least 4.5:1 (WCAG 1.4.3, AA). */
function textPairs({ color }: ThemeTokens): [string, string, string][] {
  const { background: bg, text } = color;
  return [
    ['primary on body', text.primary, bg.body],
    ['primary on surface', text.primary, bg.surface],
    ['secondary on body', text.secondary, bg.body],
    ['secondary on surface', text.secondary, bg.surface],
    ['muted on surface', text.muted, bg.surface],
    ['link on surface', text.link, bg.surface],
    ['brand on brandSoft', text.brand, bg.brandSoft],
    ['primary on brandSoft', text.primary, bg.brandSoft],
    ['secondary on brandSoft', text.secondary, bg.brandSoft],
    ['onBrand on brand', text.onBrand, bg.brand],
    ['onFeature on feature', text.onFeature, bg.feature],
  ];
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('the %s theme', (_name, tokens) => {
  it.each(textPairs(tokens))('%s reaches 4.5:1', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

it("dark mode's feature band is a dark tint, not a light slab in a dark page", () => {
  const { feature, body } = darkTokens.color.background;
  expect(luminance(feature)).toBeLessThan(0.1);
  expect(contrast(feature, body)).toBeGreaterThan(1.2);
});

it("a tinted panel stands apart from the raised surface it sits on (the start modal's cost), in both themes", () => {
  for (const tokens of [lightTokens, darkTokens]) {
    const { brandSoft, surfaceRaised } = tokens.color.background;
    expect(contrast(brandSoft, surfaceRaised)).toBeGreaterThan(1.15);
  }
});
