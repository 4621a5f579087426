import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { formatPrice } from '@plaza/domain/money';
import type { AdminDashboard } from '@plaza/domain/schemas/admin-ops';
import { primaryButton } from '../../ui/button-styles';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { LoadError, LoadingState } from '../ui/query-state';
import { dashboardQuery } from '../api/dashboard';

function Figure({ id, title, value, wide, children }: { id: string; title: string; value: number; wide?: boolean; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${panelCard} ${wide ? 'col-span-2 xl:col-span-1' : ''}`}>
      <h2 id={id} className="text-xs font-semibold tracking-wide text-slate-700 uppercase sm:text-sm">
        {title}
      </h2>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {children}
    </section>
  );
}

/** One period's orders per state and its sales, one line per currency: amounts of two currencies are never added. */
function PeriodCard({ id, title, period }: { id: string; title: string; period: AdminDashboard['today'] }) {
  const states = [
    [ta('opsScreens.dashboard.ordersPending'), period.orders.pending_payment],
    [ta('opsScreens.dashboard.ordersPaid'), period.orders.paid],
    [ta('opsScreens.dashboard.ordersCancelled'), period.orders.cancelled],
  ] as const;
  return (
    <section aria-labelledby={id} className={panelCard}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <h3 className="mt-2 text-sm font-semibold text-slate-700">{ta('opsScreens.dashboard.orders')}</h3>
      <dl className="mt-1 grid grid-cols-3 gap-2">
        {states.map(([label, count]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-1.5">
            <dt className="text-xs text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-3 text-sm font-semibold text-slate-700">{ta('opsScreens.dashboard.sales')}</h3>
      {period.sales.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{ta('opsScreens.dashboard.noSales')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-0.5">
          {period.sales.map((sale) => (
            <li key={sale.currency} className="text-base font-semibold text-emerald-800 tabular-nums">
              {formatPrice(sale.amount, sale.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The console's first screen: how Plaza is doing, and the applications waiting for a decision. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      <PageHeader title={ta('opsScreens.dashboard.title')} intro={ta('opsScreens.dashboard.intro')} />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <LoadError onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <Figure
              id="dash-applications"
              title={ta('opsScreens.dashboard.applications')}
              value={dashboard.data.applications_pending}
              wide={dashboard.data.applications_pending > 0}
            >
              {dashboard.data.applications_pending > 0 ? (
                <Link to="/admin/applications" className={`${primaryButton} mt-2`}>
                  {ta('opsScreens.dashboard.reviewApplications')}
                </Link>
              ) : null}
            </Figure>
            <Figure id="dash-stores" title={ta('opsScreens.dashboard.stores')} value={dashboard.data.stores.active + dashboard.data.stores.suspended}>
              <p className="text-sm text-slate-700">{ta('opsScreens.dashboard.storesActive', { count: dashboard.data.stores.active })}</p>
              <p className="text-sm text-slate-700">{ta('opsScreens.dashboard.storesSuspended', { count: dashboard.data.stores.suspended })}</p>
            </Figure>
            <Figure id="dash-products" title={ta('opsScreens.dashboard.products')} value={dashboard.data.products} />
            <Figure id="dash-customers" title={ta('opsScreens.dashboard.customers')} value={dashboard.data.customers} />
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <PeriodCard id="dash-today" title={ta('opsScreens.dashboard.today')} period={dashboard.data.today} />
            <PeriodCard id="dash-week" title={ta('opsScreens.dashboard.week')} period={dashboard.data.week} />
          </div>
        </div>
      )}
    </>
  );
}
