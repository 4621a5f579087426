import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import type { PGlite } from '@electric-sql/pglite';
import type { ResponseCacheStats } from './response-cache';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Where this process's memory is (issue 25), in megabytes: the resident set, V8's heap (used and
 * reserved, by space, and the most it may reach: the old space's cap plus the young generation),
 * memory outside it (Buffers, ArrayBuffers: the embedded database's WebAssembly memory is one of
 * them), PGlite's WebAssembly heap, and the visitors' micro-cache (also in bytes: a quiet cache
 * holds less than a tenth of a megabyte).
 * Cheap to read: no heap walk, no snapshot.
 */
export function memoryReport({ pglite, cache }: { pglite?: PGlite; cache?: () => ResponseCacheStats }) {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, { used: mb(space.space_used_size), size: mb(space.space_size) }]),
  );
  // The Emscripten heap: all of PostgreSQL's memory in PGlite (shared buffers, caches, work memory).
  const wasm = pglite ? pglite.Module.HEAPU8.byteLength : undefined;
  const stats = cache?.();
  return {
    rss: mb(usage.rss),
    heap_used: mb(usage.heapUsed),
    heap_total: mb(usage.heapTotal),
    heap_limit: mb(getHeapStatistics().heap_size_limit),
    external: mb(usage.external),
    array_buffers: mb(usage.arrayBuffers),
    heap_spaces: spaces,
    pglite_wasm_heap: wasm === undefined ? null : mb(wasm),
    response_cache: stats ? { entries: stats.entries, used: mb(stats.bytes), max: mb(stats.maxBytes), bytes: stats.bytes } : null,
  };
}

export type MemoryReport = ReturnType<typeof memoryReport>;

const megabytes = z.number().nonnegative();
/** GET /api/admin/memory's answer. */
export const memoryReportSchema = z.object({
  rss: megabytes,
  heap_used: megabytes,
  heap_total: megabytes,
  heap_limit: megabytes,
  external: megabytes,
  array_buffers: megabytes,
  heap_spaces: z.record(z.string(), z.object({ used: megabytes, size: megabytes })),
  pglite_wasm_heap: megabytes.nullable(),
  response_cache: z.object({ entries: z.number().int().nonnegative(), used: megabytes, max: megabytes, bytes: z.number().int().nonnegative() }).nullable(),
});
