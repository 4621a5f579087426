import type { FastifyPluginAsync } from 'fastify';
import { documentAdminRoutes } from './documents/admin-routes';
import { footerAdminRoutes } from './footer/admin-routes';
import { referenceAdminRoutes } from './reference/admin-routes';
import { sectionAdminRoutes } from './sections/admin-routes';
import { heroAdminRoutes } from './sections/hero-admin-routes';

/** The operator console's storefront content (issue 19): each plugin behind the admin guard. */
export const adminContentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(heroAdminRoutes);
  await app.register(referenceAdminRoutes);
  await app.register(sectionAdminRoutes);
  await app.register(footerAdminRoutes);
  await app.register(documentAdminRoutes);
};
