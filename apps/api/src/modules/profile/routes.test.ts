import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { megabytes } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import { addCustomers, loadTestCustomerEmail } from '../../../seed/customers';
import { DEMO_CUSTOMER } from '../../../seed/demo';
import { IMAGE_WORK_CONCURRENCY, IMAGE_WORK_MAX_WAITING, UPLOAD_FORMAT_NAMES, imageQueue } from '../../platform/images';
import { buildTestApp, Client, type TestApp } from '../../test/app';

let app: TestApp;
/** Each test signs in its own customers, so that one test's uploads never count against another's limit. */
let nextCustomer = 1;

beforeAll(async () => {
  app = await buildTestApp();
  await addCustomers(app.deps.db, 30);
});
afterAll(() => app.cleanup());

async function signIn(): Promise<Client> {
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', { email: loadTestCustomerEmail(nextCustomer++), password: DEMO_CUSTOMER.password });
  expect(login.statusCode).toBe(200);
  return client;
}

/** A browser's multipart body: the name and the declared type are whatever the sender says. */
async function formWith(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://plaza/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(client: Client, bytes: Buffer, filename = 'foto.png', type = 'image/png') {
  const { body, contentType } = await formWith(bytes, filename, type);
  return client.send('POST', '/api/user/customer/profile/img', body, { 'content-type': contentType });
}

const profileImage = async (client: Client) => (await client.get('/api/user/customer/profile')).json<{ profile_img: string | null }>().profile_img;
const storedFiles = () => readdir(app.config.imagesDir).catch(() => [] as string[]);

/**
 * The SVG of issue #24: a kilobyte that draws a 7,700 px canvas a hundred times under a blur
 * (ten blurred squares, each group used ten times). sharp renders it in seconds of CPU.
 */
function blurBombSvg(): Buffer {
  const side = 7_700;
  const squares = Array.from({ length: 10 }, (_, i) => `<rect x="${i}" width="${side}" height="${side}" fill="#c05" filter="url(#b)"/>`).join('');
  const uses = Array.from({ length: 10 }, (_, i) => `<use href="#g" x="${i}"/>`).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><filter id="b"><feGaussianBlur stdDeviation="60"/></filter><g id="g">${squares}</g></defs>${uses}</svg>`,
  );
}

/** A valid PNG of side × side black pixels (1 bit each): about 110 KB that unpacks to 900 megapixels. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const formatNotAccepted = t('upload.formatNotAccepted', { formats: UPLOAD_FORMAT_NAMES });

describe('hostile uploads', () => {
  it('refuses six at once, writing nothing, while another user logs in within a second', async () => {
    const svg = blurBombSvg();
    const bomb = pngBomb(30_000);
    expect(svg.length).toBeLessThan(2_000);
    expect(bomb.length).toBeLessThan(200_000);
    const attacker = await signIn();
    const bystander = new Client(app);
    const email = loadTestCustomerEmail(nextCustomer++);
    // Both clients hold their CSRF tokens before the clock starts.
    await attacker.credentials();
    await bystander.credentials();
    const forms = await Promise.all([
      ...Array.from({ length: 4 }, () => formWith(svg, 'foto.png', 'image/png')),
      ...Array.from({ length: 2 }, () => formWith(bomb, 'foto.png', 'image/png')),
    ]);
    const filesBefore = await storedFiles();

    const uploads = forms.map(({ body, contentType }) =>
      attacker.send('POST', '/api/user/customer/profile/img', body, { 'content-type': contentType }),
    );
    // Long enough for the old code to be deep in the renders; they took seconds each.
    await delay(300);
    const started = performance.now();
    const login = await bystander.send('POST', '/api/auth/login', { email, password: DEMO_CUSTOMER.password });
    const loginSeconds = (performance.now() - started) / 1000;
    const answers = await Promise.all(uploads);

    expect(login.statusCode).toBe(200);
    expect(loginSeconds).toBeLessThan(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 413, 413]);
    for (const answer of answers.slice(0, 4)) expect(answer.json().message).toBe(formatNotAccepted);
    for (const answer of answers.slice(4)) expect(answer.json().message).toBe(t('upload.tooManyPixels', { megapixels: '20' }));
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await profileImage(attacker)).toBeNull();
  });
});

describe('accepted photos', () => {
  it('takes a JPEG, a PNG and a WebP and stores each as WebP without its EXIF, GPS position included', async () => {
    const client = await signIn();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const camera = sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } }).withExif({
        IFD0: { Make: 'PlazaPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 8/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 22/1 0/1' },
      });
      const photo = await camera[format]().toBuffer();
      const exif = (await sharp(photo).metadata()).exif;
      // The GPS directory's pointer (tag 0x8825) is in the photo's EXIF, in either byte order.
      expect(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))).toBe(true);

      const answer = await upload(client, photo, `foto.${format}`, `image/${format}`);
      expect(answer.statusCode).toBe(200);
      const file = answer.json<{ profile_img: string }>().profile_img;
      expect(await profileImage(client)).toBe(file);
      const stored = await readFile(join(app.config.imagesDir, file));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 256, 256, undefined]);
      expect(stored.includes('PlazaPhone')).toBe(false);
    }
  });

  it('takes a photo of exactly 20 megapixels and refuses one a row larger, from its header', async () => {
    const client = await signIn();
    const photo = (height: number) => sharp({ create: { width: 5_000, height, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    const filesBefore = await storedFiles();
    const over = await upload(client, await photo(4_001), 'foto.jpg', 'image/jpeg');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(t('upload.tooManyPixels', { megapixels: '20' }));
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await upload(client, await photo(4_000), 'foto.jpg', 'image/jpeg')).statusCode).toBe(200);
  });
});

describe('refused formats', () => {
  it('refuses an SVG, a GIF, a TIFF and an AVIF named .png, by their bytes, and writes nothing', async () => {
    const client = await signIn();
    const square = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } });
    const impostors = {
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0f766e"/></svg>'),
      gif: await square().gif().toBuffer(),
      tiff: await square().tiff().toBuffer(),
      avif: await square().avif().toBuffer(),
    };
    const filesBefore = await storedFiles();
    for (const [format, bytes] of Object.entries(impostors)) {
      const answer = await upload(client, bytes, 'foto.png', 'image/png');
      expect([format, answer.statusCode, answer.json().message]).toEqual([format, 400, formatNotAccepted]);
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await profileImage(client)).toBeNull();
  });

  it('names the 1 MB limit in the too-large message', async () => {
    const client = await signIn();
    const noise = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    const answer = await upload(client, noise);
    expect(answer.statusCode).toBe(413);
    expect(megabytes(1_000_000)).toBe('1 MB');
    expect(answer.json().message).toBe('La imagen no debe superar 1 MB');
  });
});

describe('upload limits', () => {
  it('answers 429 with Retry-After after 20 uploads in ten minutes, for that user only', async () => {
    const client = await signIn();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0f766e' } }).png().toBuffer();
    for (let i = 0; i < 20; i++) expect((await upload(client, png)).statusCode).toBe(200);
    const refused = await upload(client, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(t('upload.tooMany', { minutes: 10 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Held in the database, where every process of the site reads it.
    const { rows } = await app.deps.db.execute<{ hits: number }>(sql`select hits from rate_limits where key like 'uploads:user:%' and hits >= 20`);
    expect(rows).toHaveLength(1);
    expect((await upload(await signIn(), png)).statusCode).toBe(200);
  });

  it('tells an upload to try again, changing nothing, while the image queue and its waiting list are full', async () => {
    const client = await signIn();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b45309' } }).png().toBuffer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_MAX_WAITING }, () => imageQueue.run(() => gate));
    try {
      const refused = await upload(client, png);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(t('upload.busy'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await profileImage(client)).toBeNull();
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await upload(client, png)).statusCode).toBe(200);
  });
});
