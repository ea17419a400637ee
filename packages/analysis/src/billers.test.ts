import { describe, expect, it } from 'vitest';

import { findBiller, wordEndsOf } from './billers';

describe('findBiller (ADR 0031)', () => {
  it('prefers a match that ends where a word of the descriptor ends', () => {
    expect(findBiller('CAPITAL ONE AUTO PAYMENT 0415')?.id).toBe('capital_one_auto');
    expect(findBiller('CAPITAL ONE AUTOPAY')?.id).toBe('capital_one_card');
    expect(findBiller('CHASE AUTO PAYMENT')?.id).toBe('chase_auto');
    expect(findBiller('CHASE AUTOPAY 9911')?.id).toBe('chase_card');
  });

  it('reads a cut name as the one biller it starts, but not a whole first word alone', () => {
    expect(findBiller('BRIGHT HORIZ')?.id).toBe('bright_horizons');
    expect(findBiller('TOYOTA MOTOR')?.id).toBe('toyota_financial');
    // 'DOORDASH' alone is the shop as much as the platform paying its drivers.
    expect(findBiller('DOORDASH')).toBeUndefined();
    expect(findBiller('DOORDASH DASHER')?.id).toBe('doordash_payouts');
    // 'AMERICAN' is a whole first word of 'AMERICAN WATER' however that pattern is spaced.
    expect(findBiller('AMERICAN')).toBeUndefined();
    expect(findBiller('AMERICAN HONDA FI')?.id).toBe('honda_financial');
  });

  it('knows utilities and insurers under their public names', () => {
    expect(findBiller('EAST BAY MUNICIPAL UTILITY DISTRICT')?.id).toBe('ebmud');
    expect(findBiller('EBMUD ONLINE PAYMENT')?.id).toBe('ebmud');
    expect(findBiller('SAN FRANCISCO PUBLIC UTILITIES')?.id).toBe('sfpuc');
    expect(findBiller('AUSTIN WATER ONLINE')?.id).toBe('austin_utilities');
    expect(findBiller('CITY OF AUSTIN UTILITIES WEB')?.id).toBe('austin_utilities');
    expect(findBiller('GOVERNMENT EMPLOYEES INSURANCE CO')?.id).toBe('geico');
    expect(findBiller('HAVEN LIFE PREMIUM')?.id).toBe('haven_life');
    // A shop's charge under its company name is not a payout to a seller.
    expect(findBiller('ETSY INC')).toBeUndefined();
  });

  it('finds word ends in the compact form', () => {
    expect([...wordEndsOf('PG&E WEB')]).toEqual([6, 9]);
  });
});
