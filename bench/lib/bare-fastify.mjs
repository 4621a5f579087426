// Bare Fastify, the yardstick of bench/throughput: one route answering `path` with the given
// bytes and headers, no plugin, no hook, no logger. `node bare-fastify.mjs PORT FILE`, where
// FILE holds `{ path, headers, body }` (body in base64), as the throughput bench captured them.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const { path, headers, body } = JSON.parse(readFileSync(file, 'utf8'));
const bytes = Buffer.from(body, 'base64');
const app = Fastify({ logger: false });
app.get(path, (_request, reply) => {
  reply.headers(headers).send(bytes);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
