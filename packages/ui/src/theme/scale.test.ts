import { describe, expect, it } from 'vitest';
import { contrast, mixSrgb } from './contrast';
import { levels } from './meaning';
import { darkTokens, lightTokens } from './tokens';

/**
 * The scale of meaning (ADR 0046) in both themes, computed from the token values: a level's text
 * reaches 4.5:1 on its tint and on every surface a plain badge sits on (WCAG 1.4.3), and its solid
 * colour (a status dot, a meter's fill) 3:1 on those surfaces and on its own tint (WCAG 1.4.11).
 */
describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('the %s theme', (_name, tokens) => {
  const { background, scale } = tokens.color;
  const surfaces = {
    body: background.body,
    surface: background.surface,
    surfaceRaised: background.surfaceRaised,
    subtle: background.subtle,
  };

  describe.each(levels)('%s', (level) => {
    const colours = scale[level];

    it('text on its tint reaches 4.5:1', () => {
      expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(Object.entries(surfaces))('text on %s reaches 4.5:1', (_surface, colour) => {
      expect(contrast(colours.fg, colour)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(Object.entries({ ...surfaces, tint: colours.bg }))('the solid colour on %s reaches 3:1', (_s, colour) => {
      expect(contrast(colours.solid, colour)).toBeGreaterThanOrEqual(3);
    });
  });

  it("the meter's band between watch and act (a half mix) reaches 3:1 on every surface", () => {
    const elevated = mixSrgb(scale.watch.solid, scale.act.solid);
    for (const colour of Object.values(surfaces)) expect(contrast(elevated, colour)).toBeGreaterThanOrEqual(3);
  });

  it('gives each level colours of its own', () => {
    for (const part of ['fg', 'bg', 'solid'] as const) {
      expect(new Set(levels.map((level) => scale[level][part])).size).toBe(levels.length);
    }
  });

  it('is what the success, warning and error tones show, so an alert and a badge of one meaning match', () => {
    expect(tokens.color.status.success).toEqual(scale.good);
    expect(tokens.color.status.warning).toEqual(scale.watch);
    expect(tokens.color.status.error).toEqual(scale.act);
  });
});
