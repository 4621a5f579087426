import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { orderSummaryQuery } from './api/order-summary';
import { rememberStore, useCurrentStore, type CurrentStore } from './current-store';
import { PlanNotice } from './plan-notice';
import { canSee } from './sections';
import { roleName } from './role-name';
import { SuspensionBanner } from './suspension-banner';
import { TabBar } from './tab-bar';

const ORDERS = '/seller/orders';

const sections = [
  { to: '/seller', label: tp('shell.dashboard'), end: true },
  { to: ORDERS, label: tp('orderScreens.nav'), end: false },
  { to: '/seller/products', label: tp('shell.products'), end: false },
  { to: '/seller/store', label: tp('shell.store'), end: false },
  { to: '/seller/tags', label: tp('shell.tags'), end: false },
  { to: '/seller/payment-methods', label: tp('shell.paymentMethods'), end: false },
  { to: '/seller/coupons', label: tp('shell.coupons'), end: false },
  { to: '/seller/billing', label: tp('shell.billing'), end: false },
  { to: '/seller/commissions', label: tp('orderScreens.commissionsNav'), end: false },
  { to: '/seller/payouts', label: tp('orderScreens.payoutsNav'), end: false },
  { to: '/seller/team', label: tp('shell.team'), end: false },
  { to: '/seller/security', label: tp('shell.security'), end: false },
];

/** The count of orders waiting for 'Confirmar pago', beside 'Pedidos'; nothing while there are none. */
function PendingBadge({ storeId }: { storeId: number }) {
  const count = useQuery(orderSummaryQuery(storeId)).data?.pending_payment ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-1.5 min-w-5 rounded-full bg-rose-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {count === 1 ? tp('orderScreens.pendingBadgeOne') : tp('orderScreens.pendingBadge', { count })}</span>
    </>
  );
}

/**
 * The panel's frame, phone first: a slim header (Plaza, the store, a link to it on the
 * storefront) and the sections as a row of tabs whose overflow goes into "Más"; below it, on
 * every screen, the reason while Plaza's operators keep the store suspended.
 */
export function SellerLayout({ stores, children }: { stores: CurrentStore[]; children: ReactNode }) {
  const store = useCurrentStore();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
          <Link to="/" className="rounded text-lg font-bold text-brand-700 focus-visible:outline-2">
            Plaza
          </Link>
          <span aria-hidden="true" className="text-slate-300">
            /
          </span>
          {stores.length > 1 ? (
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">{tp('shell.storeSwitcher')}</span>
              <select
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold"
                value={store.store_id}
                onChange={(event) => {
                  rememberStore(Number(event.target.value));
                  // A whole new panel for the other store: no screen keeps the first store's data.
                  window.location.assign('/seller');
                }}
              >
                {stores.map((owned) => (
                  <option key={owned.store_id} value={owned.store_id}>
                    {owned.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <span className="truncate text-sm font-semibold">{store.name}</span>
          )}
          {store.access === 'owner' ? null : <span className="text-sm text-slate-700">{tp('team.yourRole', { role: roleName(store.access) })}</span>}
          {/* A suspended store's page is a 404 to everyone, its owner included: no link to it. */}
          {store.suspended ? null : (
            <Link to={`/stores/${store.slug}`} className="ml-auto inline-flex min-h-11 items-center rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              {tp('shell.viewStore')}
            </Link>
          )}
        </div>
        <TabBar
          label={tp('shell.nav')}
          tabs={sections
            .filter((section) => canSee(store.access, section.to))
            .map((section) => ({ ...section, extra: section.to === ORDERS ? <PendingBadge storeId={store.store_id} /> : undefined }))}
        />
      </header>
      <SuspensionBanner store={store} />
      <PlanNotice store={store} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-4 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
