import { describe, expect, it } from 'vitest';
import { canSee, homeOf } from './sections';

describe('the panel sections each role sees', () => {
  it('shows the owner everything, Pedidos the orders, Catálogo the catalogue, and each their own security', () => {
    for (const path of ['/seller', '/seller/billing', '/seller/team', '/seller/payouts', '/seller/orders/5'])
      expect(canSee('owner', path)).toBe(true);
    expect(canSee('orders', '/seller/orders/abc')).toBe(true);
    expect(['/seller', '/seller/products', '/seller/billing', '/seller/team', '/seller/commissions', '/seller/payouts'].filter((p) => canSee('orders', p))).toEqual([]);
    expect(['/seller/products/new', '/seller/tags', '/seller/coupons'].every((p) => canSee('catalogue', p))).toBe(true);
    expect(['/seller', '/seller/orders', '/seller/store', '/seller/billing', '/seller/team'].filter((p) => canSee('catalogue', p))).toEqual([]);
    expect(canSee('orders', '/seller/security')).toBe(true);
    expect(canSee('catalogue', '/seller/unknown')).toBe(false);
    expect([homeOf('owner'), homeOf('orders'), homeOf('catalogue')]).toEqual(['/seller', '/seller/orders', '/seller/products']);
  });
});
