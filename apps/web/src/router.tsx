import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './app/app-shell';
import { FullPageSpinner } from './app/full-page-spinner';
import { RouteError } from './app/route-error';
import { NotFoundPage } from './pages/not-found/not-found-page';

// Every route of spec section 2. Each page is loaded on demand, in its own chunk; only the
// shell and the 404 page (which the error boundary also shows) ship in the entry chunk.
const pages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/home/home-page')).HomePage }) },
  { path: 'stores', lazy: async () => ({ Component: (await import('./pages/stores/stores-page')).StoresPage }) },
  { path: 'stores/:slug', lazy: async () => ({ Component: (await import('./pages/store/store-page')).StorePage }) },
  {
    path: 'stores/:slug/tags/:tagSlug',
    lazy: async () => ({ Component: (await import('./pages/store-tag/store-tag-page')).StoreTagPage }),
  },
  {
    path: 'stores/:slug/search',
    lazy: async () => ({ Component: (await import('./pages/store-search/store-search-page')).StoreSearchPage }),
  },
  {
    path: 'store/:storeId/product/:productId',
    lazy: async () => ({ Component: (await import('./pages/product/product-page')).ProductPage }),
  },
  { path: 'profile', lazy: async () => ({ Component: (await import('./pages/profile/profile-page')).ProfilePage }) },
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/login/login-page')).LoginPage }) },
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
  { path: 'search', lazy: async () => ({ Component: (await import('./pages/search/search-page')).SearchPage }) },
  {
    path: 'checkout/:storeId',
    lazy: async () => ({ Component: (await import('./pages/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('./pages/privacy-policy/privacy-policy-page')).PrivacyPolicyPage }),
  },
  {
    path: 'terms-and-conditions',
    lazy: async () => ({
      Component: (await import('./pages/terms-and-conditions/terms-and-conditions-page')).TermsAndConditionsPage,
    }),
  },
  { path: 'sections/:slug', lazy: async () => ({ Component: (await import('./pages/section/section-page')).SectionPage }) },
  { path: 'ref/:refSlug', lazy: async () => ({ Component: (await import('./pages/referral/referral-page')).ReferralPage }) },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    // A pathless layer so a failing page keeps the header and footer around its error.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

export const router = createBrowserRouter(routes);
