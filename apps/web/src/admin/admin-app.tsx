import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { FullPageSpinner } from '../app/full-page-spinner';
import { loginPath } from '../features/auth/login-path';
import { PanelMessage } from '../seller/ui/panel-message';
import { primaryButton } from '../ui/button-styles';
import { useDocumentTitle } from '../ui/use-document-title';
import { AdminLayout } from './admin-layout';
import { consoleSessionQuery } from './api/console-session';
import { contentRoutes } from './content-routes';

/**
 * The operator console (/admin): rendered in the browser only, behind the session. A visitor goes
 * to the login and comes back; anyone but an admin is told the console is for Plaza's team (the
 * server answers these pages with 403 for them too, apps/api/src/platform/web-app.ts).
 */
export function AdminApp() {
  const location = useLocation();
  const session = useQuery(consoleSessionQuery());
  useDocumentTitle(ta('shell.title'));
  // The app runs the page now, as the storefront's AppShell says: a hook for styles and browser tests.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  if (session.isPending) return <FullPageSpinner label={ta('shell.loading')} />;
  if (session.data === 'visitor') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (session.data !== 'admin')
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

  return (
    <AdminLayout>
      <Suspense fallback={<FullPageSpinner label={ta('shell.loading')} />}>
        <Routes>
          {contentRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<PanelMessage title={ta('shell.pageNotFound')} />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
