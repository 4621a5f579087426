import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels } from '@plaza/domain/constants';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { STAFF_ROLES } from '@plaza/domain/schemas/staff';
import { ownedStoresSchema, storeProfilePatchSchema, storeProfileSchema } from '@plaza/domain/schemas/panel-store';
import { UPLOAD_FORMAT_NAMES, storeImage, type StoreImageOptions } from '../../platform/images';
import { signedIn } from '../../platform/openapi';
import { ownedStore, registerStoreOwnerGuard, sellerOf } from '../../platform/store-owner';
import { receiveUpload } from '../../platform/uploads';
import { sellerOrderRoutes } from '../orders/panel-routes';
import { storePayoutRoutes } from '../payouts/store-admin-routes';
import { staffRoutes } from '../staff/store-admin-routes';
import { couponRoutes } from './coupon-routes';
import { dashboardRoutes } from './dashboard-routes';
import { paymentMethodRoutes } from './payment-method-routes';
import { ownedStores, patchStoreProfile, setStoreImage, storeProfile } from './store-service';
import { registerNoStore } from '../../platform/no-store';

/** A logo or a cover as it may arrive: the panel shrinks photos to a few hundred kilobytes first. */
export const STORE_IMAGE_MAX_BYTES = 2_000_000;

/** The sizes the storefront shows them at (and the demo seed draws them at), each with a card variant. */
const STORE_IMAGES: Record<'logo' | 'cover', StoreImageOptions> = {
  logo: { width: 256, height: 256, cardWidth: 96, fit: 'cover' },
  cover: { width: 1200, height: 400, cardWidth: 480, fit: 'cover' },
};

const imageBody = (what: string) => ({
  contentType: 'multipart/form-data',
  schema: {
    type: 'object',
    properties: {
      image: {
        type: 'string',
        format: 'binary',
        description: `${what}: una foto ${UPLOAD_FORMAT_NAMES} de hasta ${megabytes(STORE_IMAGE_MAX_BYTES)} y ${megapixels(UPLOAD_IMAGE_MAX_PIXELS)} megapíxeles; se guarda recortada y recodificada en WebP, sin metadatos`,
      },
    },
    required: ['image'],
  },
});

/**
 * The store side of the seller panel's API (/api/store_admin/stores…): the stores a seller owns,
 * their profile, logo and cover, payment methods, coupons, dashboard, orders, commissions owed and payouts to referrers. One encapsulated
 * plugin behind the store-owner guard: every route below answers 401 to a visitor, 403 to a
 * user who is not a seller and 404 for a store the seller does not own. Staff (decision 028) reach
 * only what a plugin or route opens to their role with `allowStaff`: the orders to "Pedidos", the
 * coupons to "Catálogo"; the profile's changes, payment methods, the dashboard, payouts, billing
 * and the team stay the owner's.
 */
export const storeAdminStoreRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  // The panel's answers belong to one seller: no cache keeps them.
  registerNoStore(app);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 2, fileSize: STORE_IMAGE_MAX_BYTES, parts: 3 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, images } = app.deps;

  // Staff see the stores they work on and read their profile; every other route here is the owner's.
  routes.get('/api/store_admin/stores', { schema: { security: signedIn, response: { 200: ownedStoresSchema } }, config: { staffRoles: STAFF_ROLES } }, async (request) =>
    ownedStores(db, sellerOf(request).id),
  );

  routes.get(
    '/api/store_admin/stores/:storeId',
    { schema: { security: signedIn, params: storeParams, response: { 200: storeProfileSchema } }, config: { staffRoles: STAFF_ROLES } },
    async (request) => storeProfile(db, ownedStore(request).id),
  );

  routes.patch(
    '/api/store_admin/stores/:storeId',
    { schema: { security: signedIn, params: storeParams, body: storeProfilePatchSchema, response: { 200: storeProfileSchema } } },
    async (request) => patchStoreProfile(db, ownedStore(request).id, request.body),
  );

  for (const which of ['logo', 'cover'] as const) {
    routes.post(
      `/api/store_admin/stores/:storeId/${which}`,
      {
        schema: { security: signedIn, params: storeParams, response: { 200: storeProfileSchema } },
        config: { documentedBody: imageBody(which === 'logo' ? 'El logo (256×256)' : 'La portada (1200×400)') },
      },
      async (request) => {
        const store = ownedStore(request);
        const bytes = await receiveUpload(request, db, sellerOf(request).id, { field: 'image', maxBytes: STORE_IMAGE_MAX_BYTES });
        const file = await storeImage(images, bytes, STORE_IMAGES[which]);
        return setStoreImage(db, images, store.id, which, file);
      },
    );
  }

  await app.register(paymentMethodRoutes);
  await app.register(couponRoutes);
  await app.register(dashboardRoutes);
  await app.register(sellerOrderRoutes);
  await app.register(storePayoutRoutes);
  await app.register(staffRoutes);
};
