import { describe, expect, it } from 'vitest';
import {
  MONEY_FORMAT_MESSAGE,
  MONEY_NEGATIVE_MESSAGE,
  MONEY_TOO_LARGE_MESSAGE,
  MONEY_WHOLE_DOLLARS_MESSAGE,
  moneyError,
  parseMoney,
} from './money';

describe('parseMoney', () => {
  it.each([
    ['65000', 65_000],
    ['$65,000.00', 65_000],
    ['65,000.50', 65_000.5],
    ['$ 65,000', 65_000],
    ['  72500  ', 72_500],
    ['1,234,567', 1_234_567],
    ['65000.5', 65_000.5],
    ['.99', 0.99],
    ['0', 0],
    ['65000 USD', 65_000],
    ['USD 65,000', 65_000],
  ])('reads %j as %d dollars', (text, value) => {
    expect(parseMoney(text)).toEqual({ kind: 'amount', value });
  });

  it('treats blank input as empty, not zero', () => {
    expect(parseMoney('')).toEqual({ kind: 'empty' });
    expect(parseMoney('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['65,00', '6,5000', '65.000', '65k', 'abc', '$', '65 000', '1.2.3', '€65,000', '65,000,'])(
    'refuses %j instead of guessing',
    (text) => {
      expect(parseMoney(text)).toEqual({ kind: 'invalid', message: MONEY_FORMAT_MESSAGE });
    },
  );

  it('refuses negative amounts', () => {
    expect(parseMoney('-500')).toEqual({ kind: 'invalid', message: MONEY_NEGATIVE_MESSAGE });
    expect(parseMoney('$-500')).toEqual({ kind: 'invalid', message: MONEY_NEGATIVE_MESSAGE });
  });

  it('refuses amounts past the ceiling', () => {
    expect(parseMoney('1,000,000,000')).toEqual({ kind: 'invalid', message: MONEY_TOO_LARGE_MESSAGE });
    expect(parseMoney('999,999,999.99')).toEqual({ kind: 'amount', value: 999_999_999.99 });
  });

  it('accepts zero cents and refuses other cents when whole dollars are required', () => {
    expect(parseMoney('$65,000.00', { wholeDollars: true })).toEqual({ kind: 'amount', value: 65_000 });
    expect(parseMoney('65,000.50', { wholeDollars: true })).toEqual({
      kind: 'invalid',
      message: MONEY_WHOLE_DOLLARS_MESSAGE,
    });
  });

  it('moneyError gives the message of a refused amount only', () => {
    expect(moneyError('65,000')).toBeUndefined();
    expect(moneyError('')).toBeUndefined();
    expect(moneyError('65,00')).toBe(MONEY_FORMAT_MESSAGE);
  });
});
