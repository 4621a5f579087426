import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { contentTypeOf, IMAGE_CACHE_CONTROL, IMAGE_NAME, type BucketImageStore, type ImageObject } from './image-store';

type Sdk = typeof S3;

/** The status an S3 error answered with (404 for a missing object or bucket, 304 for a current copy). */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…) through the official client.
 * Each image is one object at the bucket's root, named as on disk, written with its content type
 * and the long cache header, so a public URL straight to the bucket serves it as `/img/` does.
 */
export class S3ImageStore implements BucketImageStore {
  readonly description: string;

  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3.S3Client,
    readonly bucket: string,
  ) {
    this.description = `s3://${bucket}`;
  }

  static async create(settings: S3Settings): Promise<S3ImageStore> {
    // Loaded here, not at the top: a start without S3_BUCKET never loads the client.
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: R2, MinIO and other S3-compatible servers do not all
      // accept the newer checksum headers the client would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    return new S3ImageStore(sdk, client, settings.bucket);
  }

  async has(name: string): Promise<boolean> {
    if (!IMAGE_NAME.test(name)) return false;
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(name),
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!IMAGE_NAME.test(name)) return undefined;
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async open(name: string, conditions: { ifNoneMatch?: string; ifModifiedSince?: Date }): Promise<ImageObject | 'not-modified' | undefined> {
    if (!IMAGE_NAME.test(name)) return undefined;
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          ...(conditions.ifNoneMatch ? { IfNoneMatch: conditions.ifNoneMatch } : {}),
          ...(conditions.ifModifiedSince && !conditions.ifNoneMatch ? { IfModifiedSince: conditions.ifModifiedSince } : {}),
        }),
      );
      return { body: answer.Body as Readable, size: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    if (!IMAGE_NAME.test(name)) return;
    // S3 answers a delete of a missing object with success too.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key && IMAGE_NAME.test(object.Key)) names.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'el bucket no existe'
          : status === 403 || status === 401
            ? 'acceso denegado: revisa S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY'
            : error instanceof Error
              ? `${error.name}: ${error.message}`
              : String(error);
      throw new Error(`No se puede usar el bucket ${this.bucket} para las imágenes (${reason}).`);
    }
  }
}
