import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppShell } from './app/app-shell';
import { FullPageSpinner } from './app/full-page-spinner';
import { RouteError } from './app/route-error';
import { legalDocumentLoader } from './features/legal/legal-loader';
import { homeLoader } from './pages/home/home-loader';
import { sectionLoader } from './pages/section/section-loader';
import { storeLoader } from './pages/store/store-loader';
import { storeTagLoader } from './pages/store-tag/store-tag-loader';
import { storesLoader } from './pages/stores/stores-loader';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { productLoader } from './pages/product/product-loader';

// Every route of spec section 2. Each page is loaded on demand, in its own chunk; only the
// shell and the 404 page (which the error boundary also shows) ship in the entry chunk.
// A page's loader only starts its requests (TanStack Query holds the answers), so they run
// alongside the page's chunk instead of after it.
const pages: RouteObject[] = [
  { index: true, loader: homeLoader, lazy: async () => ({ Component: (await import('./pages/home/home-page')).HomePage }) },
  { path: 'stores', loader: storesLoader, lazy: async () => ({ Component: (await import('./pages/stores/stores-page')).StoresPage }) },
  { path: 'stores/:slug', loader: storeLoader, lazy: async () => ({ Component: (await import('./pages/store/store-page')).StorePage }) },
  {
    path: 'stores/:slug/tags/:tagSlug',
    loader: storeTagLoader,
    lazy: async () => ({ Component: (await import('./pages/store-tag/store-tag-page')).StoreTagPage }),
  },
  // The search pages' loaders come with their pages (granular lazy), so the entry chunk carries
  // neither; each change of query, sort, filter or page starts its search alongside.
  {
    path: 'stores/:slug/search',
    lazy: {
      loader: async () => (await import('./pages/store-search/store-search-loader')).storeSearchLoader,
      Component: async () => (await import('./pages/store-search/store-search-page')).StoreSearchPage,
    },
  },
  {
    path: 'store/:storeId/product/:productId',
    loader: productLoader,
    lazy: async () => ({ Component: (await import('./pages/product/product-page')).ProductPage }),
  },
  // The account guards load with their routes (granular lazy: loader and page in parallel), so
  // the entry chunk does not carry them. A visitor is sent to /login?next=… and comes back.
  {
    path: 'profile',
    lazy: {
      loader: async () => (await import('./pages/profile/profile-loader')).profileLoader,
      Component: async () => (await import('./pages/profile/profile-page')).ProfilePage,
    },
  },
  {
    path: 'login',
    lazy: {
      loader: async () => (await import('./features/auth/require-user')).redirectSignedIn,
      Component: async () => (await import('./pages/login/login-page')).LoginPage,
    },
  },
  { path: 'signup', lazy: async () => ({ Component: (await import('./pages/signup/signup-page')).SignupPage }) },
  { path: 'activate', lazy: async () => ({ Component: (await import('./pages/activate/activate-page')).ActivatePage }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./pages/forgot-password/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./pages/reset-password/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: 'become-a-seller',
    lazy: async () => ({ Component: (await import('./pages/become-a-seller/become-a-seller-page')).BecomeASellerPage }),
  },
  {
    path: 'become-a-seller/confirm',
    lazy: async () => ({ Component: (await import('./pages/confirm-application/confirm-application-page')).ConfirmApplicationPage }),
  },
  {
    path: 'search',
    lazy: {
      loader: async () => (await import('./pages/search/search-loader')).searchLoader,
      Component: async () => (await import('./pages/search/search-page')).SearchPage,
    },
  },
  {
    path: 'checkout/:storeId',
    lazy: {
      loader: async () => (await import('./features/auth/require-user')).requireUser,
      Component: async () => (await import('./pages/checkout/checkout-page')).CheckoutPage,
    },
  },
  {
    path: 'privacy-policy',
    loader: legalDocumentLoader('privacy.md'),
    lazy: async () => ({ Component: (await import('./pages/privacy-policy/privacy-policy-page')).PrivacyPolicyPage }),
  },
  {
    path: 'terms-and-conditions',
    loader: legalDocumentLoader('terms_and_conditions.md'),
    lazy: async () => ({
      Component: (await import('./pages/terms-and-conditions/terms-and-conditions-page')).TermsAndConditionsPage,
    }),
  },
  { path: 'sections/:slug', loader: sectionLoader, lazy: async () => ({ Component: (await import('./pages/section/section-page')).SectionPage }) },
  { path: 'ref/:refSlug', lazy: async () => ({ Component: (await import('./pages/referral/referral-page')).ReferralPage }) },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  // The seller panel: a route tree of its own, outside the storefront's shell, in chunks no
  // storefront page loads (decision 011).
  {
    path: '/seller/*',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./seller/seller-app')).SellerApp }),
  },
  // The operator console: the same, for admins (its screens in apps/web/src/admin/).
  {
    path: '/admin/*',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./admin/admin-app')).AdminApp }),
  },
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    // A pathless layer so a failing page keeps the header and footer around its error.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

/**
 * Created after the embedded data is in the cache (see main.tsx): the first loaders find it there.
 * With the loaders' data of a page the server rendered, the router starts on that page as it is,
 * without running them again.
 */
export function createRouter(hydration?: { loaderData: Record<string, unknown> }) {
  return createBrowserRouter(routes, hydration ? { hydrationData: { loaderData: hydration.loaderData } } : undefined);
}

/**
 * Loads the code of the routes matching `pathname` and puts it in place of their `lazy`: a page
 * the server rendered must be there, whole, before the browser hydrates it.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy(), { lazy: undefined });
        return;
      }
      const parts = await Promise.all(Object.entries(lazy).map(async ([name, load]) => [name, await (load as () => Promise<unknown>)()] as const));
      Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
    }),
  );
}
