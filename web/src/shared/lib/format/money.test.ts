import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money';

describe('formatMoney', () => {
  it('uses 2 decimals, comma thousands and a default "$" before the amount', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(999.999)).toBe('$1,000.00');
  });

  it('shows a formatted zero for zero, missing and invalid amounts', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
  });

  it('places the symbol from the currency, before or after', () => {
    expect(formatMoney(10, { symbol: '€', position: 'after' })).toBe('10.00\u00a0€');
    expect(formatMoney(10, { symbol: '£', position: 'before' })).toBe('£10.00');
    expect(formatMoney(10, { symbol: null, position: null })).toBe('$10.00');
  });

  it('accepts numeric strings', () => {
    expect(formatMoney('2500.5')).toBe('$2,500.50');
  });

  it('puts minus and plus signs before the symbol', () => {
    expect(formatMoney(5, null, { minus: true })).toBe('-$5.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(5, null, { plus: true })).toBe('+$5.00');
    expect(formatMoney(5, { symbol: '€', position: 'after' }, { plus: true })).toBe('+5.00\u00a0€');
  });

  it('does not show "-0.00"', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatAmount(-0)).toBe('0.00');
  });
});
