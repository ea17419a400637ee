import { EFFORT_LEVELS, httpUrlSchema } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { REGIONAL_PRICE_PARITIES, costOfLivingAt, stateOfZip } from './cost-of-living';
import { SERVICE_KIND_CATEGORY, SUBSCRIPTION_SERVICES } from './services';

describe('subscription directory', () => {
  it('ships at least 60 services with unique ids, valid URLs and a difficulty', () => {
    expect(SUBSCRIPTION_SERVICES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SUBSCRIPTION_SERVICES.map((s) => s.id)).size).toBe(SUBSCRIPTION_SERVICES.length);
    for (const s of SUBSCRIPTION_SERVICES) {
      expect(httpUrlSchema.safeParse(s.cancellationUrl).success, s.id).toBe(true);
      expect(httpUrlSchema.safeParse(s.managementUrl).success, s.id).toBe(true);
      expect(EFFORT_LEVELS).toContain(s.difficulty);
      expect(SERVICE_KIND_CATEGORY[s.kind]).toBeDefined();
      expect(s.patterns.every((p) => p === p.toUpperCase())).toBe(true);
    }
  });
});

describe('cost of living', () => {
  it('maps ZIP prefixes to states', () => {
    expect(stateOfZip('94110')).toBe('CA');
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('98101')).toBe('WA');
    expect(stateOfZip('72201')).toBe('AR');
    expect(stateOfZip('20500')).toBe('DC');
    expect(stateOfZip('00000')).toBeUndefined();
    expect(stateOfZip('9410')).toBeUndefined();
  });
  it('has a parity for every state and DC, with levels around 100', () => {
    expect(Object.keys(REGIONAL_PRICE_PARITIES).length).toBeGreaterThanOrEqual(51);
    expect(costOfLivingAt('94110')).toMatchObject({ state: 'CA', level: 'High' });
    expect(costOfLivingAt('72201')).toMatchObject({ state: 'AR', level: 'Low' });
    expect(costOfLivingAt('19901')?.level).toBe('Average');
  });
});
