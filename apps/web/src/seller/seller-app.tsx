import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { sessionQuery } from '../api/session';
import { FullPageSpinner } from '../app/full-page-spinner';
import { loginPath } from '../features/auth/login-path';
import { primaryButton } from '../ui/button-styles';
import { ownedStoresQuery } from './api/owned-stores';
import { chooseStore, CurrentStoreProvider } from './current-store';
import { SellerLayout } from './seller-layout';
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
const PayoutsPage = lazy(() => import('./pages/payouts-page').then((m) => ({ default: m.PayoutsPage })));

/**
 * The seller panel (/seller): rendered in the browser only, behind the session. A visitor goes to
 * the login and comes back; a customer is told the panel is for sellers.
 */
export function SellerApp() {
  const location = useLocation();
  const session = useQuery(sessionQuery());
  const isSeller = session.data?.role === 'seller';
  const stores = useQuery({ ...ownedStoresQuery(), enabled: isSeller });
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
  if (!isSeller) return <PanelMessage title={tp('access.sellersOnly')}>{backHome}</PanelMessage>;
  if (stores.isPending) return <FullPageSpinner label={tp('shell.loading')} />;
  if (stores.isError) return <PanelMessage title={tp('shell.loadError')}>{backHome}</PanelMessage>;
  const store = chooseStore(stores.data);
  if (!store) return <PanelMessage title={tp('shell.noStore')}>{backHome}</PanelMessage>;

  return (
    <CurrentStoreProvider store={store}>
      <SellerLayout stores={stores.data}>
        <Suspense fallback={<FullPageSpinner label={tp('shell.loading')} />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/new" element={<ProductEditorPage />} />
            <Route path="products/:productId" element={<ProductEditorPage />} />
            <Route path="products/:productId/history" element={<HistoryPage entity="product" />} />
            <Route path="store" element={<StoreProfilePage />} />
            <Route path="store/history" element={<HistoryPage entity="store" />} />
            <Route path="tags" element={<TagsPage />} />
            <Route path="payment-methods" element={<PaymentMethodsPage />} />
            <Route path="coupons" element={<CouponsPage />} />
            <Route path="billing" element={<BillingPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:orderId" element={<OrderPage />} />
            <Route path="orders/:orderId/history" element={<HistoryPage entity="order" />} />
            <Route path="commissions" element={<CommissionsPage />} />
            <Route path="payouts" element={<PayoutsPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="*" element={<PanelMessage title={tp('shell.pageNotFound')} />} />
          </Routes>
        </Suspense>
      </SellerLayout>
    </CurrentStoreProvider>
  );
}
