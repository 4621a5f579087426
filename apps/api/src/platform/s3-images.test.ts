import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tb } from '@plaza/domain/messages/es-backup';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { ConfigError, loadConfig } from '../config';
import { openPglite } from '../db/connection';
import { serveBackups } from '../backups/control-socket';
import { readManifest } from '../backups/archive';
import { restoreBackup } from '../backups/restore';
import { addSeller, referenceIds, retail } from '../modules/store-admin/test-sellers';
import { buildTestApp, type TestApp } from '../test/app';
import { runAdminCli } from '../test/admin-cli';
import { startBucketServer, type TestBucketServer } from '../test/s3';
import { IMAGE_CACHE_CONTROL } from './image-store';
import { cardVariant } from './images';

const scratch: string[] = [];
const freshDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

let s3: TestBucketServer;
beforeAll(async () => {
  s3 = await startBucketServer(['plaza-images', 'plaza-backup', 'plaza-restored']);
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const photo = (green: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: green, b: 160 } } })
    .jpeg()
    .toBuffer();

async function multipart(bytes: Buffer, filename: string, type: string) {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://plaza/', { method: 'POST', body });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A seller of a fresh store uploads a photo of a new product through the panel's API; answers the stored file. */
async function uploadProductImage(app: TestApp, green: number): Promise<string> {
  const seller = await addSeller(app);
  const ids = await referenceIds(app);
  const product = (await seller.client.send('POST', `${seller.base}/products`, retail(ids))).json<PanelProduct>();
  const { body, contentType } = await multipart(await photo(green), 'foto.jpg', 'image/jpeg');
  const answer = await seller.client.send('POST', `${seller.base}/products/${product.product_id}/images`, body, { 'content-type': contentType });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<PanelProduct>().images[0]!.image;
}

describe('S3 settings', () => {
  const refused = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted: ${JSON.stringify(env)}`);
  };

  it('stop the start with a clear message when they make no sense together', () => {
    expect(refused({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('S3_ENDPOINT: falta S3_BUCKET');
    expect(refused({ IMAGE_PUBLIC_URL: 'https://img.example.com' })).toContain('IMAGE_PUBLIC_URL: solo sirve con S3_BUCKET');
    expect(refused({ S3_BUCKET: 'plaza' })).toContain('S3_REGION: hace falta con AWS S3');
    expect(refused({ S3_BUCKET: 'plaza', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIA' })).toContain('S3_SECRET_ACCESS_KEY: falta');
    expect(refused({ S3_BUCKET: 'plaza', S3_REGION: 'eu-west-1', S3_SECRET_ACCESS_KEY: 'x' })).toContain('S3_ACCESS_KEY_ID: falta');
    expect(refused({ S3_BUCKET: 'Plaza_Images', S3_REGION: 'eu-west-1' })).toContain('S3_BUCKET: debe ser un nombre de bucket');
    expect(refused({ S3_BUCKET: 'plaza', S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT: debe ser una URL');
    expect(refused({ S3_BUCKET: 'plaza', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
    expect(refused({ S3_BUCKET: 'plaza', S3_REGION: 'eu-west-1', IMAGE_PUBLIC_URL: 'cdn.example.com' })).toContain('IMAGE_PUBLIC_URL: debe ser una URL');
  });

  it('are read as AWS S3, Cloudflare R2 and MinIO need them; none of them keeps the images in DATA_DIR/images', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'plaza', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'plaza',
      endpoint: undefined,
      region: 'eu-west-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const r2 = loadConfig({ S3_BUCKET: 'plaza', S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com/', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(r2.s3).toMatchObject({ endpoint: 'https://abc.r2.cloudflarestorage.com', region: 'auto', forcePathStyle: false });
    const minio = loadConfig({ S3_BUCKET: 'plaza', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1', IMAGE_PUBLIC_URL: 'https://img.example.com/plaza/' });
    expect(minio.s3).toMatchObject({ region: 'us-east-1', forcePathStyle: true });
    expect(minio.imagePublicUrl).toBe('https://img.example.com/plaza');
  });
});

describe('images in a bucket', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(s3.env('plaza-images'), { seed: 'demo' });
  }, 300_000);
  afterAll(() => app?.cleanup());

  it('the demo seed writes its pictures to the bucket and none to DATA_DIR/images', async () => {
    const objects = await s3.objects('plaza-images');
    expect(objects.length).toBeGreaterThan(100);
    expect(readdirSync(app.config.imagesDir)).toEqual([]);
    const { rows } = await app.deps.db.execute<{ image: string }>(
      'select image from product_images union select logo from stores where logo is not null union select background_image from hero_slides' as never,
    );
    for (const { image } of rows) {
      expect(objects).toContain(image);
      expect(objects).toContain(cardVariant(image));
    }
  });

  it("a seller's product photo goes to the bucket and /img/ serves it with the local folder's type and cache headers, ETag and 304", async () => {
    const file = await uploadProductImage(app, 90);
    expect(existsSync(join(app.config.imagesDir, file))).toBe(false);
    const head = await s3.head('plaza-images', file);
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(IMAGE_CACHE_CONTROL);
    await s3.head('plaza-images', cardVariant(file));

    const served = await app.inject(`/img/${file}`);
    expect(served.statusCode).toBe(200);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: 'plaza-images', Key: file }));
    expect(served.rawPayload.equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['etag']).toBe(head.ETag);
    expect(served.headers['last-modified']).toBe(head.LastModified!.toUTCString());

    // The same headers the local folder's /img/ answers with (@fastify/static).
    const local = await buildTestApp();
    try {
      await local.deps.images.put(file, served.rawPayload);
      const fromDisk = await local.inject(`/img/${file}`);
      expect(fromDisk.statusCode).toBe(200);
      for (const header of ['content-type', 'cache-control', 'content-length', 'x-content-type-options'])
        expect([header, served.headers[header]]).toEqual([header, fromDisk.headers[header]]);
    } finally {
      await local.cleanup();
    }

    const again = await app.inject({ url: `/img/${file}`, headers: { 'if-none-match': String(served.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const since = await app.inject({ url: `/img/${file}`, headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() } });
    expect(since.statusCode).toBe(304);
    const changed = await app.inject({ url: `/img/${file}`, headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('a missing object, or a name that is no stored image, is the usual 404 and nothing else', async () => {
    for (const url of ['/img/0123456789abcdef.webp', '/img/0123456789abcdef-card.webp', '/img/..%2Fsecret.webp', '/img/%2e%2e/x.webp', '/img/.hidden.webp', '/img/a.txt', '/img/']) {
      const answer = await app.inject(url);
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it('a logo replaced by another leaves the bucket with the one shown only', async () => {
    const seller = await addSeller(app);
    const send = async (green: number) => {
      const { body, contentType } = await multipart(await photo(green), 'logo.jpg', 'image/jpeg');
      const answer = await seller.client.send('POST', `${seller.base}/logo`, body, { 'content-type': contentType });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ logo: string }>().logo;
    };
    const first = await send(10);
    expect(await s3.objects('plaza-images')).toContain(first);
    const second = await send(200);
    const objects = await s3.objects('plaza-images');
    expect(objects).toContain(second);
    expect(objects).not.toContain(first);
    expect(objects).not.toContain(cardVariant(first));
  });

  it('with IMAGE_PUBLIC_URL, /img/ redirects there and pages let the browser follow', async () => {
    const redirecting = await buildTestApp({ ...s3.env('plaza-images'), IMAGE_PUBLIC_URL: 'https://img.example.com/plaza/' });
    try {
      const answer = await redirecting.inject('/img/0123456789abcdef.webp');
      expect(answer.statusCode).toBe(302);
      expect(answer.headers['location']).toBe('https://img.example.com/plaza/0123456789abcdef.webp');
      expect((await redirecting.inject('/img/..%2Fx')).statusCode).toBe(404);
      const csp = String((await redirecting.inject('/api/health')).headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/img\.example\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/img\.example\.com/);
    } finally {
      await redirecting.cleanup();
    }
  });
});

describe('npm run admin -- backup with S3_BUCKET', () => {
  it("includes the bucket's images, says so, and a restore puts them in the bucket it is given", async () => {
    const dataDir = freshDir('plaza-s3-backup-');
    const database = await openPglite(join(dataDir, 'db'));
    await database.migrate();
    const app = await buildTestApp({ DATA_DIR: dataDir, ...s3.env('plaza-backup') }, { database, seed: 'reference' });
    const stopServing = await serveBackups({ client: database.pglite!, dataDir, images: app.deps.images, log: app.log });
    try {
      const uploaded = [await uploadProductImage(app, 40), await uploadProductImage(app, 140)];
      const inBucket = await s3.objects('plaza-backup');
      expect(inBucket).toEqual([...uploaded, ...uploaded.map(cardVariant)].sort());

      const file = join(freshDir('plaza-s3-archive-'), 'plaza.tar');
      const backup = await runAdminCli(['backup', file], { DATA_DIR: dataDir, ...s3.env('plaza-backup') });
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toContain(tb('backup.fromBucket', { bucket: 'plaza-backup', images: 4 }));
      expect((await readManifest(file)).counts.images).toBe(4);

      const restoredDir = freshDir('plaza-s3-restored-');
      const lines: string[] = [];
      await restoreBackup(loadConfig({ DATA_DIR: restoredDir, ...s3.env('plaza-restored') }), file, false, (line) => lines.push(line));
      expect(lines).toContain(tb('restore.toBucket', { bucket: 'plaza-restored', images: 4 }));
      expect(await s3.objects('plaza-restored')).toEqual(inBucket);
      expect(readdirSync(restoredDir)).not.toContain('images');
    } finally {
      await stopServing();
      await app.cleanup();
    }
  }, 180_000);
});
