import { describe, expect, it } from 'vitest';
import { backTarget, isGroupOrderPath, usesBackHeader } from './path-rules';

describe('backTarget', () => {
  it('goes to /orders from an orders path', () => {
    expect(backTarget('/orders/42')).toBe('/orders');
  });
  it('goes to /orders from the refunds, which are asked for from an order', () => {
    expect(backTarget('/refunds')).toBe('/orders');
  });
  it('goes back one step from checkout', () => {
    expect(backTarget('/checkout')).toBe(-1);
  });
  it('goes to /branches from a branch page, home from /branches', () => {
    expect(backTarget('/branches/502')).toBe('/branches');
    expect(backTarget('/branches')).toBe('/');
  });
  it('goes to /recipes from a recipe page, home from /recipes', () => {
    expect(backTarget('/recipes/3')).toBe('/recipes');
    expect(backTarget('/recipes')).toBe('/');
  });
  it('goes home otherwise', () => {
    expect(backTarget('/profile')).toBe('/');
    expect(backTarget('/help')).toBe('/');
    expect(backTarget('/reservations')).toBe('/');
    expect(backTarget('/wallet')).toBe('/');
  });
});

describe('usesBackHeader', () => {
  it('matches every page reached from another', () => {
    for (const p of ['/checkout', '/profile', '/settings', '/help', '/orders/1', '/be-seller', '/branches', '/about', '/products/x', '/reservations', '/refunds', '/wallet', '/recipes/3']) {
      expect(usesBackHeader(p), p).toBe(true);
    }
  });
  it('keeps the full header on the order list and other pages', () => {
    for (const p of ['/', '/orders', '/liked', '/blog', '/group/order', '/recipes', '/deliver']) expect(usesBackHeader(p), p).toBe(false);
  });
});

describe('isGroupOrderPath', () => {
  it('matches group/order paths only', () => {
    expect(isGroupOrderPath('/group/order')).toBe(true);
    expect(isGroupOrderPath('/group/order/abc')).toBe(true);
    expect(isGroupOrderPath('/orders')).toBe(false);
  });
});
