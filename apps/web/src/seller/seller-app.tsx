import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { StoreAccess } from '@plaza/domain/schemas/staff';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { sessionQuery } from '../api/session';
import { FullPageSpinner } from '../app/full-page-spinner';
import { loginPath } from '../features/auth/login-path';
import { primaryButton } from '../ui/button-styles';
import { ownedStoresQuery } from './api/owned-stores';
import { chooseStore, CurrentStoreProvider } from './current-store';
import { SellerLayout } from './seller-layout';
import { canSee, homeOf } from './sections';
import { PanelMessage } from '../panel-ui/panel-message';

// Each section in its own chunk: a seller on a slow link downloads the screen they open.
const DashboardPage = lazy(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ProductsPage = lazy(() => import('./pages/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductEditorPage = lazy(() => import('./pages/product-editor-page').then((m) => ({ default: m.ProductEditorPage })));
const StoreProfilePage = lazy(() => import('./pages/store-profile-page').then((m) => ({ default: m.StoreProfilePage })));
const HistoryPage = lazy(() => import('./pages/history-page').then((m) => ({ default: m.HistoryPage })));
const TagsPage = lazy(() => import('./pages/tags-page').then((m) => ({ default: m.TagsPage })));
const PaymentMethodsPage = lazy(() => import('./pages/payment-methods-page').then((m) => ({ default: m.PaymentMethodsPage })));
const BillingPage = lazy(() => import('./pages/billing-page').then((m) => ({ default: m.BillingPage })));
const SecurityPage = lazy(() => import('./pages/security-page').then((m) => ({ default: m.SecurityPage })));
const CouponsPage = lazy(() => import('./pages/coupons-page').then((m) => ({ default: m.CouponsPage })));
const orderScreens = () => import('./pages/order-screens');
const OrdersPage = lazy(() => orderScreens().then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => orderScreens().then((m) => ({ default: m.OrderPage })));
const CommissionsPage = lazy(() => orderScreens().then((m) => ({ default: m.CommissionsPage })));
const TeamPage = lazy(() => import('./pages/team-page').then((m) => ({ default: m.TeamPage })));
const JoinPage = lazy(() => import('./pages/join-page').then((m) => ({ default: m.JoinPage })));
const PayoutsPage = lazy(() => import('./pages/payouts-page').then((m) => ({ default: m.PayoutsPage })));

/** A section this store's role does not see (decision 028): a message instead of a page the API would refuse. */
function Allowed({ access, path, children }: { access: StoreAccess; path: string; children: ReactNode }) {
  if (canSee(access, path)) return children;
  return <PanelMessage title={tp('team.noAccess')} />;
}

/**
 * The seller panel (/seller): rendered in the browser only, behind the session. A visitor goes to
 * the login and comes back; a customer is told the panel is for sellers, unless they are on a
 * store's team (decision 028), who see that store with the sections of their role.
 */
export function SellerApp() {
  const location = useLocation();
  const session = useQuery(sessionQuery());
  const isSeller = session.data?.role === 'seller';
  const joining = /^\/seller\/join\//.test(location.pathname);
  // A customer may be on a store's team: the list answers them (403 when they are not).
  const stores = useQuery({ ...ownedStoresQuery(), enabled: Boolean(session.data) && !joining, retry: false });
  // The app runs the page now, as the storefront's AppShell says: a hook for styles and browser tests.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  if (session.isPending) return <FullPageSpinner label={tp('shell.loading')} />;
  if (!session.data) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  const backHome = (
    <Link to="/" className={primaryButton}>
      {tp('shell.backToPlaza')}
    </Link>
  );
  if (joining)
    return (
      <Suspense fallback={<FullPageSpinner label={tp('shell.loading')} />}>
        <Routes>
          <Route path="join/:token" element={<JoinPage />} />
        </Routes>
      </Suspense>
    );
  if (stores.isPending) return <FullPageSpinner label={tp('shell.loading')} />;
  if (!isSeller && (stores.isError || stores.data.length === 0)) return <PanelMessage title={tp('access.sellersOnly')}>{backHome}</PanelMessage>;
  if (stores.isError) return <PanelMessage title={tp('shell.loadError')}>{backHome}</PanelMessage>;
  const store = chooseStore(stores.data, new URLSearchParams(location.search).get('store'));
  if (!store) return <PanelMessage title={tp('shell.noStore')}>{backHome}</PanelMessage>;
  const only = (path: string, page: ReactNode) => (
    <Allowed access={store.access} path={path}>
      {page}
    </Allowed>
  );

  return (
    <CurrentStoreProvider store={store}>
      <SellerLayout stores={stores.data}>
        <Suspense fallback={<FullPageSpinner label={tp('shell.loading')} />}>
          <Routes>
            <Route index element={store.access === 'owner' ? <DashboardPage /> : <Navigate to={homeOf(store.access)} replace />} />
            <Route path="products" element={only('products', <ProductsPage />)} />
            <Route path="products/new" element={only('products', <ProductEditorPage />)} />
            <Route path="products/:productId" element={only('products', <ProductEditorPage />)} />
            <Route path="products/:productId/history" element={only('products', <HistoryPage entity="product" />)} />
            <Route path="store" element={only('store', <StoreProfilePage />)} />
            <Route path="store/history" element={only('store', <HistoryPage entity="store" />)} />
            <Route path="tags" element={only('tags', <TagsPage />)} />
            <Route path="payment-methods" element={only('payment-methods', <PaymentMethodsPage />)} />
            <Route path="coupons" element={only('coupons', <CouponsPage />)} />
            <Route path="billing" element={only('billing', <BillingPage />)} />
            <Route path="orders" element={only('orders', <OrdersPage />)} />
            <Route path="orders/:orderId" element={only('orders', <OrderPage />)} />
            <Route path="orders/:orderId/history" element={only('orders', <HistoryPage entity="order" />)} />
            <Route path="commissions" element={only('commissions', <CommissionsPage />)} />
            <Route path="payouts" element={only('payouts', <PayoutsPage />)} />
            <Route path="team" element={only('team', <TeamPage />)} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="*" element={<PanelMessage title={tp('shell.pageNotFound')} />} />
          </Routes>
        </Suspense>
      </SellerLayout>
    </CurrentStoreProvider>
  );
}
