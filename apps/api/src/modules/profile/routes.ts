import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-server';
import { PROFILE_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels } from '@plaza/domain/constants';
import { profileUpdateSchema } from '@plaza/domain/schemas/account';
import { users } from '../../db/schema';
import { requireUser } from '../../platform/current-user';
import { fail } from '../../platform/errors';
import { UPLOAD_FORMAT_NAMES, storeImage } from '../../platform/images';
import { multipartFile, signedIn } from '../../platform/openapi';
import { receiveUpload } from '../../platform/uploads';

export const profileSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_img: z.string().nullable(),
});

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, images } = app.deps;
  // Uploads only here: one file, at most the profile image limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 2, fileSize: PROFILE_IMAGE_MAX_BYTES, parts: 3 } });

  async function profileOf(userId: string) {
    const [row] = await db
      .select({ name: users.name, last_name: users.lastName, email: users.email, phone: users.phone, profile_img: users.profileImg })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw fail('unauthorized', 'errors.unauthorized');
    return row;
  }

  routes.get('/api/user/customer/profile', { schema: { security: signedIn, response: { 200: profileSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profileOf((await requireUser(db, request)).id);
  });

  /** Only name, last name and phone change here; anything else in the body is dropped. */
  routes.post(
    '/api/user/customer/profile',
    { schema: { security: signedIn, body: profileUpdateSchema, response: { 200: z.object({ success: z.boolean(), message: z.string(), profile: profileSchema }) } } },
    async (request) => {
      const user = await requireUser(db, request);
      const { name, last_name, phone } = request.body;
      await db
        .update(users)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(last_name !== undefined ? { lastName: last_name } : {}),
          ...(phone !== undefined ? { phone } : {}),
        })
        .where(eq(users.id, user.id));
      return { success: true, message: t('auth.profileUpdated'), profile: await profileOf(user.id) };
    },
  );

  /** The picture is judged by its content, re-encoded and resized: a script or an SVG named .png is refused. */
  routes.post(
    '/api/user/customer/profile/img',
    {
      schema: {
        security: signedIn,
        response: { 200: z.object({ success: z.boolean(), message: z.string(), profile_img: z.string() }) },
      },
      config: {
        documentedBody: multipartFile('image', `Una foto ${UPLOAD_FORMAT_NAMES} de hasta ${megabytes(PROFILE_IMAGE_MAX_BYTES)} y ${megapixels(UPLOAD_IMAGE_MAX_PIXELS)} megapíxeles; se guarda recodificada en WebP`),
      },
    },
    async (request) => {
      const user = await requireUser(db, request);
      const bytes = await receiveUpload(request, db, user.id, { field: 'image', maxBytes: PROFILE_IMAGE_MAX_BYTES });
      const image = await storeImage(images, bytes, { width: 256, height: 256, cardWidth: 96, fit: 'cover' });
      await db.update(users).set({ profileImg: image }).where(eq(users.id, user.id));
      return { success: true, message: t('auth.imageUpdated'), profile_img: image };
    },
  );
};
