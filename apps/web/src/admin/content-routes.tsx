import { lazy, type ReactNode } from 'react';
import { ta } from '@plaza/domain/messages/es-admin';

/**
 * The console's storefront-content screens (hero slides, categories, sections, footer, legal
 * documents, plans), kept in this file of their own so that the content editors and the rest of
 * the console grow side by side. The console mounts each under /admin/{path}, e.g.
 * `content/hero` → /admin/content/hero; an entry with `nav` is listed under "Contenido" in the
 * console's navigation with that label (an editor reached from a list has none). Each `element`
 * should be a `lazy()` screen: its code loads when it is opened.
 */
export interface ContentRoute {
  path: string;
  nav?: string;
  element: ReactNode;
}

// Each editor in its own chunk: its form library, schemas and texts load when it is opened.
const HeroPage = lazy(() => import('./content/pages/hero-page').then((m) => ({ default: m.HeroPage })));
const CategoriesPage = lazy(() => import('./content/pages/categories-page').then((m) => ({ default: m.CategoriesPage })));
const SectionsPage = lazy(() => import('./content/pages/sections-page').then((m) => ({ default: m.SectionsPage })));
const FooterPage = lazy(() => import('./content/pages/footer-page').then((m) => ({ default: m.FooterPage })));
const DocumentsPage = lazy(() => import('./content/pages/documents-page').then((m) => ({ default: m.DocumentsPage })));
const PlansPage = lazy(() => import('./content/pages/plans-page').then((m) => ({ default: m.PlansPage })));

export const contentRoutes: ContentRoute[] = [
  { path: 'content/hero', nav: ta('contentNav.hero'), element: <HeroPage /> },
  { path: 'content/categories', nav: ta('contentNav.categories'), element: <CategoriesPage /> },
  { path: 'content/sections', nav: ta('contentNav.sections'), element: <SectionsPage /> },
  { path: 'content/footer', nav: ta('contentNav.footer'), element: <FooterPage /> },
  { path: 'content/documents', nav: ta('contentNav.documents'), element: <DocumentsPage /> },
  { path: 'content/documents/:name', element: <DocumentsPage /> },
  { path: 'content/plans', nav: ta('contentNav.plans'), element: <PlansPage /> },
];

/**
 * Every content editor's page, for the console's accessibility check (bench/admin.bench.mjs reads
 * this list from the file's text: plain strings only).
 */
export const contentScreens = [
  '/admin/content/hero',
  '/admin/content/categories',
  '/admin/content/sections',
  '/admin/content/footer',
  '/admin/content/documents/privacy',
  '/admin/content/documents/terms',
  '/admin/content/plans',
];
