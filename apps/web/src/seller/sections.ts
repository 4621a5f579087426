import type { StoreAccess } from '@plaza/domain/schemas/staff';

/**
 * The panel's sections and who sees each (decision 028): the owner all of them; "Pedidos" staff
 * the orders; "Catálogo" staff the products, tags and coupons; everyone their own Seguridad. The
 * API refuses the rest anyway (404): this only keeps the menu to what works.
 */
const SECTION_ACCESS: Record<string, readonly StoreAccess[]> = {
  '': ['owner'],
  orders: ['owner', 'orders'],
  products: ['owner', 'catalogue'],
  store: ['owner'],
  tags: ['owner', 'catalogue'],
  'payment-methods': ['owner'],
  coupons: ['owner', 'catalogue'],
  billing: ['owner'],
  commissions: ['owner'],
  payouts: ['owner'],
  team: ['owner'],
  security: ['owner', 'orders', 'catalogue'],
};

/** Whether `access` sees the section at `/seller/{path}` (its first segment decides). */
export function canSee(access: StoreAccess, path: string): boolean {
  const section = path.replace(/^\/?seller\/?/, '').split('/')[0] ?? '';
  return SECTION_ACCESS[section]?.includes(access) ?? access === 'owner';
}

/** Where the panel opens: the dashboard for the owner, the first section a member's role sees. */
export const homeOf = (access: StoreAccess) => (access === 'owner' ? '/seller' : access === 'orders' ? '/seller/orders' : '/seller/products');
