import { describe, expect, it } from 'vitest';
import { targetOf } from './notification-target';
import { typesOf } from './notification-tabs';

describe('targetOf', () => {
  it('goes to the order, the reservations, the news item or the wallet a referral reward went to', () => {
    expect(targetOf({ type: 'status_changed', order: { id: 42 }, blog: null })).toBe('/orders/42');
    expect(targetOf({ type: 'booking_status', order: null, blog: null })).toBe('/reservations');
    expect(targetOf({ type: 'new_user_by_referral', order: null, blog: null })).toBe('/wallet');
    expect(targetOf({ type: 'news_publish', order: null, blog: { uuid: 'a b', title: 'Autumn menu', short_desc: 'Pumpkins are back.' } })).toBe('/?news=a+b');
  });

  it('has nowhere to go for other types or a deleted order or news item', () => {
    expect(targetOf({ type: 'new_order', order: null, blog: null })).toBeNull();
    expect(targetOf({ type: 'status_changed', order: null, blog: null })).toBeNull();
    expect(targetOf({ type: 'news_publish', order: null, blog: null })).toBeNull();
  });
});

describe('typesOf', () => {
  it('filters each tab by its types, and all by none', () => {
    expect(typesOf('all')).toBeUndefined();
    expect(typesOf('news')).toBe('news_publish');
    expect(typesOf('orders')).toBe('status_changed,new_order');
    expect(typesOf('reservations')).toBe('booking_status,new_booking');
  });
});
