import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, IMAGE_CACHE_CONTROL, isBucketStore, type ImageStore } from './image-store';

/** How long a browser may keep a redirect to IMAGE_PUBLIC_URL: a day, so that changing the address takes effect soon. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/img/{file}` for every client, wherever the images are:
 * - the local folder: @fastify/static, as always (ETag, Last-Modified, ranges, a year's cache);
 * - a bucket, with IMAGE_PUBLIC_URL: a redirect to `{IMAGE_PUBLIC_URL}/{file}` (a CDN or the
 *   bucket's public address), so the bytes never pass through Plaza;
 * - a bucket without it: streamed from the bucket with the same type, cache header, ETag and
 *   Last-Modified, and 304 for a browser whose copy is current.
 * A name that is not a stored image's, or an image the store lacks, is the app's usual 404.
 */
export async function registerImageRoute(app: FastifyInstance, images: ImageStore, publicUrl: string | undefined): Promise<void> {
  if (!isBucketStore(images)) {
    await app.register(fastifyStatic, {
      root: images.folder!,
      prefix: '/img/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get('/img/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (publicUrl) {
      if (!/^[0-9A-Za-z][0-9A-Za-z_.-]*$/.test(file)) return reply.callNotFound();
      return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(`${publicUrl}/${file}`, 302);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    const since = request.headers['if-modified-since'] ? new Date(request.headers['if-modified-since']) : undefined;
    const found = await images.open(file, {
      ifNoneMatch: ifNoneMatch || undefined,
      ifModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
    });
    if (found === undefined) return reply.callNotFound();
    reply.header('cache-control', IMAGE_CACHE_CONTROL);
    if (found === 'not-modified') {
      if (ifNoneMatch) reply.header('etag', ifNoneMatch);
      return reply.status(304).send();
    }
    reply.header('content-type', contentTypeOf(file));
    if (found.size !== undefined) reply.header('content-length', found.size);
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    return reply.send(found.body);
  });
}
