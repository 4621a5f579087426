// s3rver (a real S3-protocol server, the one the API tests use) in a process of its own, so that
// a bench can measure its CPU apart from the load generator's: `node s3rver-process.mjs DIR BUCKET`
// prints `{"port":…}` on one line when it listens on 127.0.0.1, and stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
