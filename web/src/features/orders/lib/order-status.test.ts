import { describe, expect, it } from 'vitest';
import { isOpen, orderStatusOf, timeline } from './order-status';

describe('order status', () => {
  it('reads both spellings of canceled and nothing unknown', () => {
    expect(orderStatusOf('cancelled')).toBe('canceled');
    expect(orderStatusOf('on_a_way')).toBe('on_a_way');
    expect(orderStatusOf('cooking')).toBeNull();
  });

  it('follows an order live until it is over', () => {
    expect(isOpen('ready')).toBe(true);
    expect(isOpen('delivered')).toBe(false);
  });

  it('builds a delivery timeline with the time each step was reached', () => {
    const steps = timeline('delivery', 'accepted', [
      { status: 'new', created_at: '2026-11-22 20:00:00Z' },
      { status: 'accepted', created_at: '2026-11-22 20:01:00Z' },
    ]);
    expect(steps.map((s) => [s.status, s.at, s.current])).toEqual([
      ['new', '2026-11-22 20:00:00Z', false],
      ['accepted', '2026-11-22 20:01:00Z', true],
      ['ready', null, false],
      ['on_a_way', null, false],
      ['delivered', null, false],
    ]);
  });

  it('skips the courier for pickup and ends a canceled order at its cancellation', () => {
    expect(timeline('pickup', 'new', []).map((s) => s.status)).toEqual(['new', 'accepted', 'ready', 'delivered']);
    const canceled = timeline('delivery', 'canceled', [
      { status: 'new', created_at: '2026-11-22 20:00:00Z' },
      { status: 'canceled', created_at: '2026-11-22 20:02:00Z' },
    ]);
    expect(canceled.map((s) => s.status)).toEqual(['new', 'canceled']);
    expect(canceled[1]).toMatchObject({ current: true, at: '2026-11-22 20:02:00Z' });
  });
});
