import { t } from '@plaza/domain/messages/es';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../api/session';
import { FullPageSpinner } from './full-page-spinner';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { RouteFocus } from './route-focus';
import { ScrollToTopButton } from './scroll-to-top-button';
import { MAIN_ID, SkipLink } from './skip-link';
import { PreloadCartScreens } from './preload-cart-screens';

// Below the fold on every page, and it brings the footer schema (zod): not in the entry chunk.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** The root layout: every page renders inside it, once the session is known. */
export function AppShell() {
  const session = useSession();
  // The app runs the page now (hydrated or rendered): a hook for styles and browser tests.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // Only until the first answer: a session unknown offline and asked again later keeps the page up.
  if (session.isPending && session.errorUpdatedAt === 0) return <FullPageSpinner label={t('shell.loadingSession')} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <RouteFocus />
      <SkipLink />
      <OfflineBanner />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTopButton />
      <ScrollRestoration />
      <PreloadCartScreens />
    </div>
  );
}
