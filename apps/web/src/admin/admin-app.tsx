import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { FullPageSpinner } from '../app/full-page-spinner';
import { loginPath } from '../features/auth/login-path';
import { PanelMessage } from '../panel-ui/panel-message';
import { primaryButton } from '../ui/button-styles';
import { useDocumentTitle } from '../ui/use-document-title';
import { AdminLayout } from './admin-layout';
import { consoleSessionQuery } from './api/console-session';
import { contentRoutes } from './content-routes';

// Each screen in its own chunk: an operator on a phone downloads the screen they open.
const DashboardPage = lazy(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ApplicationsPage = lazy(() => import('./pages/applications-page').then((m) => ({ default: m.ApplicationsPage })));
const StoresPage = lazy(() => import('./pages/stores-page').then((m) => ({ default: m.StoresPage })));
const StoreBillingPage = lazy(() => import('./pages/store-billing-page').then((m) => ({ default: m.StoreBillingPage })));
const UsersPage = lazy(() => import('./pages/users-page').then((m) => ({ default: m.UsersPage })));
const ReviewsPage = lazy(() => import('./pages/reviews-page').then((m) => ({ default: m.ReviewsPage })));
const QueuePage = lazy(() => import('./pages/queue-page').then((m) => ({ default: m.QueuePage })));
const AuditPage = lazy(() => import('./pages/audit-page').then((m) => ({ default: m.AuditPage })));
const PayoutsPage = lazy(() => import('./pages/payouts-page').then((m) => ({ default: m.PayoutsPage })));
const SecurityPage = lazy(() => import('./pages/security-page').then((m) => ({ default: m.SecurityPage })));
const EnrolPage = lazy(() => import('./pages/security-page').then((m) => ({ default: m.EnrolPage })));

/** A moderator's console (decision 028): the queue, applications, stores (suspensions) and reviews; the rest says it is the admins'. */
function ModeratorConsole() {
  return (
    <AdminLayout moderator>
      <Suspense fallback={<FullPageSpinner label={ta('shell.loading')} />}>
        <Routes>
          <Route index element={<Navigate to="/admin/queue" replace />} />
          <Route path="queue" element={<QueuePage moderator />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="stores" element={<StoresPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<PanelMessage title={ta('access.moderatorOnlyPage')} />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

/**
 * The operator console (/admin): rendered in the browser only, behind the session. A visitor goes
 * to the login and comes back; anyone but an admin is told the console is for Plaza's team (the
 * server answers these pages with 403 for them too, apps/api/src/platform/web-app.ts).
 */
export function AdminApp() {
  const location = useLocation();
  const session = useQuery({ ...consoleSessionQuery(), refetchOnMount: 'always' });
  useDocumentTitle(ta('shell.title'));
  // The app runs the page now, as the storefront's AppShell says: a hook for styles and browser tests.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  // A visitor's answer is asked again before anyone is sent to the login: they may have just signed in.
  const operator = session.data === 'admin' || session.data === 'moderator';
  if (session.isPending || (session.isFetching && !operator)) return <FullPageSpinner label={ta('shell.loading')} />;
  if (session.data === 'visitor') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  // The site requires the second factor of operators: nothing of the console until it is on.
  if (session.data === 'enrol')
    return (
      <Suspense fallback={<FullPageSpinner label={ta('shell.loading')} />}>
        <EnrolPage onEnabled={() => void session.refetch()} />
      </Suspense>
    );
  if (!operator)
    return (
      <main>
        <PanelMessage title={session.isError ? ta('shell.loadError') : ta('access.adminsOnly')}>
          {session.isError ? (
            <button type="button" className={primaryButton} onClick={() => void session.refetch()}>
              {ta('shell.retry')}
            </button>
          ) : (
            <Link to="/" className={primaryButton}>
              {ta('shell.backToPlaza')}
            </Link>
          )}
        </PanelMessage>
      </main>
    );

  if (session.data === 'moderator') return <ModeratorConsole />;

  return (
    <AdminLayout>
      <Suspense fallback={<FullPageSpinner label={ta('shell.loading')} />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="queue" element={<QueuePage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="stores" element={<StoresPage />} />
          <Route path="stores/:storeId/billing" element={<StoreBillingPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="security" element={<SecurityPage />} />
          {contentRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<PanelMessage title={ta('shell.pageNotFound')} />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
