import { FRAUD_RISK_LEVELS } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FLEXIBILITY_TONES,
  FLEXIBILITY_BANDS,
  HEALTH_CHECK_TONES,
  RISK_LEVEL_BANDS,
  RISK_LEVEL_TONES,
  meterBands,
} from './resultTones';

describe('risk colour bands (product 4)', () => {
  it('give each risk level its own band, from green (LOW) to red (CRITICAL)', () => {
    expect(FRAUD_RISK_LEVELS.map((level) => RISK_LEVEL_BANDS[level])).toEqual([...meterBands]);
  });

  it('never colour a CRITICAL risk like a LOW one', () => {
    expect(RISK_LEVEL_TONES.CRITICAL).toBe('error');
    expect(RISK_LEVEL_TONES.LOW).toBe('success');
  });
});

describe('flexibility bands (product 9)', () => {
  it('give High, Moderate and Limited different bands, greenest for High', () => {
    expect([FLEXIBILITY_BANDS.High, FLEXIBILITY_BANDS.Moderate, FLEXIBILITY_BANDS.Limited]).toEqual([
      'good',
      'fair',
      'elevated',
    ]);
  });
});

describe('colours follow meaning', () => {
  it("never warn about a 'Balanced' discretionary share, and warn about 'Too High'", () => {
    expect(HEALTH_CHECK_TONES.Balanced).not.toBe('warning');
    expect(HEALTH_CHECK_TONES.Balanced).not.toBe('error');
    expect(HEALTH_CHECK_TONES['Too High']).toBe('warning');
  });

  it("never praise or alarm with a category's flexibility: it says how easily it could be cut", () => {
    for (const tone of Object.values(CATEGORY_FLEXIBILITY_TONES)) expect(['info', 'neutral']).toContain(tone);
  });
});
