import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

export type TestBucketServer = {
  /** The S3_* variables that point Plaza at `bucket` on this server. */
  env: (bucket: string) => Record<string, string>;
  /** The tests' own client, to look into the buckets behind Plaza's back. */
  client: S3Client;
  objects: (bucket: string) => Promise<string[]>;
  head: (bucket: string, key: string) => Promise<HeadObjectCommandOutput>;
  stop: () => Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) on loopback, on a free port, keeping its objects in a fresh
 * folder, with the buckets named already created. Plaza reaches it through the official client,
 * signed requests and all, as it would reach AWS S3, R2 or MinIO.
 */
export async function startBucketServer(buckets: string[]): Promise<TestBucketServer> {
  const directory = mkdtempSync(join(tmpdir(), 'plaza-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    }),
    client,
    objects: async (bucket) => {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        names.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    head: (bucket, key) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
