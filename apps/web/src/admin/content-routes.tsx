import type { ReactNode } from 'react';

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

export const contentRoutes: ContentRoute[] = [];
