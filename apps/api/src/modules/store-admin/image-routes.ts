import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels } from '@plaza/domain/constants';
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES } from '@plaza/domain/product-rules';
import { imageOrderSchema, panelProductSchema, productImageParams, productParams } from '@plaza/domain/schemas/panel-product';
import { UPLOAD_FORMAT_NAMES, storeImage } from '../../platform/images';
import { multipartFile, signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore, registerStoreOwnerGuard, sellerOf } from '../../platform/store-owner';
import { receiveUpload } from '../../platform/uploads';
import { PRODUCT_IMAGE_OPTIONS, addImage, checkRoomForImage, removeImage, reorderImages } from './image-service';

const base = '/api/store_admin/stores/:storeId/products/:productId/images';

/**
 * Product photos a seller sends in a catalogue session: more than a customer's profile picture
 * (uploadLimits), few enough that one account cannot keep the image queue busy for long.
 */
const productImageLimits = (userId: string) => [{ key: `uploads:product-images:${userId}`, max: 120, windowSeconds: 10 * 60, message: 'upload.tooMany' as const }];

/** A product's images: upload (re-encoded to WebP with a card variant), delete, reorder. */
export const storeAdminImageRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  // "Catálogo" staff work on the catalogue (decision 028).
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, images } = app.deps;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 2, fileSize: PRODUCT_IMAGE_MAX_BYTES, parts: 3 } });

  routes.post(
    base,
    {
      schema: { security: signedIn, params: productParams, response: { 201: panelProductSchema } },
      config: {
        documentedBody: multipartFile('image', `Una foto ${UPLOAD_FORMAT_NAMES} de hasta ${megabytes(PRODUCT_IMAGE_MAX_BYTES)} y ${megapixels(UPLOAD_IMAGE_MAX_PIXELS)} megapíxeles; se guarda recodificada en WebP, con una variante para tarjetas. Hasta ${MAX_PRODUCT_IMAGES} por producto`),
      },
    },
    async (request, reply) => {
      const storeId = ownedStore(request).id;
      const { productId } = request.params;
      await checkRoomForImage(db, storeId, productId);
      const bytes = await receiveUpload(request, db, sellerOf(request).id, { field: 'image', maxBytes: PRODUCT_IMAGE_MAX_BYTES, limits: productImageLimits });
      const image = await storeImage(images, bytes, PRODUCT_IMAGE_OPTIONS);
      return reply.status(201).send(await addImage(db, storeId, productId, image));
    },
  );

  routes.delete(
    `${base}/:imageId`,
    { schema: { security: signedIn, params: productImageParams, response: { 200: panelProductSchema } } },
    async (request) => removeImage(db, ownedStore(request).id, request.params.productId, request.params.imageId),
  );

  routes.put(
    base,
    { schema: { security: signedIn, params: productParams, body: imageOrderSchema, response: { 200: panelProductSchema } } },
    async (request) => reorderImages(db, ownedStore(request).id, request.params.productId, request.body.image_ids),
  );
};
