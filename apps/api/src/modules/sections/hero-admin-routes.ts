import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels } from '@plaza/domain/constants';
import {
  HERO_IMAGE,
  HERO_IMAGE_MAX_BYTES,
  adminHeroSlidesSchema,
  heroImageUploadSchema,
  heroOrderSchema,
  heroParams,
  heroSlideCreateSchema,
  heroSlidePatchSchema,
} from '@plaza/domain/schemas/admin-content';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { UPLOAD_FORMAT_NAMES, storeImage } from '../../platform/images';
import { multipartFile, signedIn } from '../../platform/openapi';
import { receiveUpload } from '../../platform/uploads';
import { createSlide, deleteSlide, listSlides, reorderSlides, updateSlide } from './hero-service';

/** Images an operator sends while editing the carousel: room for many tries, not for a flood. */
const heroImageLimits = (userId: string) => [{ key: `uploads:admin-images:${userId}`, max: 60, windowSeconds: 10 * 60, message: 'upload.tooMany' as const }];

/** The home page's hero carousel, for the operator: its slides, their images and their order. */
export const heroAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, images } = app.deps;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 2, fileSize: HERO_IMAGE_MAX_BYTES, parts: 3 } });

  routes.get('/api/admin/hero', { schema: { security: signedIn, response: { 200: adminHeroSlidesSchema } } }, async () => listSlides(db));

  routes.post(
    '/api/admin/hero/images',
    {
      schema: { security: signedIn, response: { 201: heroImageUploadSchema } },
      config: {
        documentedBody: multipartFile('image', `La imagen de fondo de una diapositiva: una foto ${UPLOAD_FORMAT_NAMES} de hasta ${megabytes(HERO_IMAGE_MAX_BYTES)} y ${megapixels(UPLOAD_IMAGE_MAX_PIXELS)} megapíxeles; se guarda recortada a ${HERO_IMAGE.width}×${HERO_IMAGE.height} en WebP, con una variante de ${HERO_IMAGE.cardWidth} px para teléfonos. Su nombre va luego en background_image`),
      },
    },
    async (request, reply) => {
      const bytes = await receiveUpload(request, db, adminOf(request).id, { field: 'image', maxBytes: HERO_IMAGE_MAX_BYTES, limits: heroImageLimits });
      const file = await storeImage(images, bytes, { ...HERO_IMAGE, fit: 'cover' });
      return reply.status(201).send({ background_image: file });
    },
  );

  routes.post(
    '/api/admin/hero',
    { schema: { security: signedIn, body: heroSlideCreateSchema, response: { 201: adminHeroSlidesSchema } } },
    async (request, reply) => reply.status(201).send(await createSlide(db, images, request.body)),
  );

  routes.put(
    '/api/admin/hero',
    { schema: { security: signedIn, body: heroOrderSchema, response: { 200: adminHeroSlidesSchema } } },
    async (request) => reorderSlides(db, request.body.hero_ids),
  );

  routes.patch(
    '/api/admin/hero/:heroId',
    { schema: { security: signedIn, params: heroParams, body: heroSlidePatchSchema, response: { 200: adminHeroSlidesSchema } } },
    async (request) => updateSlide(db, images, request.params.heroId, request.body),
  );

  routes.delete(
    '/api/admin/hero/:heroId',
    { schema: { security: signedIn, params: heroParams, response: { 200: adminHeroSlidesSchema } } },
    async (request) => deleteSlide(db, request.params.heroId),
  );
};
