import { Validator } from '@seriousme/openapi-schema-validator';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { apiOperations } from './api-operations';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  'x-tagGroups': { name: string; tags: string[] }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let app: TestApp;
let doc: OpenApiDocument;
let served: string;
const operation = (path: string, method: string) => doc.paths[path]?.[method];

const repoRoot = resolve(import.meta.dirname, '../../../..');
const PUBLIC_URL = 'https://plaza.example.cu';

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL });
  const response = await app.inject('/api/docs');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  served = response.body;
  doc = response.json<OpenApiDocument>();
});
afterAll(() => app.cleanup());

describe('GET /api/docs', () => {
  it('is a valid OpenAPI 3 document, by the official schema', async () => {
    const result = await new Validator().validate(JSON.parse(served) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
  });

  it('is titled Plaza API and described in Spanish', () => {
    expect(doc.info.title).toBe('Plaza API');
    expect(doc.info.version).toEqual(expect.any(String));
    expect(doc.info.description).toMatch(/mercado en línea/);
    for (const path of ['/api/market/search', '/api/market/orders', '/api/user/referrals/enable', '/api/user/customer/profile/img'])
      expect(Object.keys(doc.paths)).toContain(path);
  });

  it('describes every /api route the app registered, and nothing but calls', () => {
    const apiRoutes = app.routes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(operation(path, route.method.toLowerCase()), `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((path) => !/^\/(api|mark)\//.test(path))).toEqual([]);
  });

  it('declares each path parameter and tags each operation with a declared module tag', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const [path, operations] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, op] of Object.entries(operations)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...inPath].sort());
        expect(declared.every((p) => p.required)).toBe(true);
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(tags.has(op.tags![0]!)).toBe(true);
        expect(op.responses['4XX']?.description).toBeTruthy();
      }
    }
  });

  it('takes payloads and query parameters from the zod schemas the routes validate with', () => {
    const search = operation('/api/market/search', 'get')!;
    expect(search.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'q',
      'category',
      'page',
      'page_size',
      'slug',
      'sort',
      'min_price',
      'max_price',
      'currency',
      'offer',
      'in_stock',
      'wholesale',
    ]);
    const order = operation('/api/market/orders', 'post')!;
    expect(order.requestBody?.content['application/json']?.schema.required).toEqual(['store_id', 'payment_method_id', 'items']);
    const upload = operation('/api/user/customer/profile/img', 'post')!;
    expect(upload.requestBody?.content['multipart/form-data']?.schema.required).toEqual(['image']);
    expect(operation('/mark/privacy.md', 'get')?.responses['200']?.content).toHaveProperty(['text/markdown']);
  });

  it('documents the 409 of a stale stock change with the stock now beside the message', () => {
    const patch = operation('/api/store_admin/stores/{storeId}/products/{productId}', 'patch')!;
    // The stock moved (the stock now beside the message), or the SKU is another product's (the message alone).
    const conflict = patch.responses['409']?.content?.['application/json'] as { schema: { anyOf?: { required?: string[] }[] } } | undefined;
    expect(conflict?.schema.anyOf?.map((answer) => answer.required)).toEqual([['success', 'message', 'stock'], ['success', 'message']]);
    expect(Object.keys((patch.requestBody?.content['application/json']?.schema as { properties?: object }).properties ?? {})).toContain('stock_seen');
  });

  it('describes the session cookie and the CSRF header, and which calls need them', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'plaza_session' });
    expect(schemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
    expect(schemes.ajaxMarker).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    const needs = (path: string, method: string) => Object.keys(operation(path, method)?.security?.[0] ?? {}).sort();
    expect(needs('/api/user/referrals/enable', 'post')).toEqual(['ajaxMarker', 'csrfCookie', 'csrfToken', 'session']);
    expect(needs('/api/market/orders', 'get')).toEqual(['session']);
    expect(needs('/api/auth/login', 'post')).toEqual(['ajaxMarker', 'csrfCookie', 'csrfToken']);
    expect(needs('/api/market/search', 'get')).toEqual([]);
  });

  it('documents as signed-in exactly the calls that answer a visitor 401 (403 for the console\'s)', async () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const op = operations.get;
      if (!op || path.includes('{')) continue;
      const signedIn = Object.keys(op.security?.[0] ?? {}).includes('session');
      const status = (await app.inject(path)).statusCode;
      // The console's guard answers anyone but an operator 403, a visitor too (platform/admin-guard.ts).
      const refused = path.startsWith('/api/admin/') ? 403 : 401;
      expect(status === refused, `GET ${path} answered ${status}`).toBe(signedIn);
    }
  });

  it("leaves the web app's pages and files out", async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'plaza-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Plaza</title><!--app-head--><!--app-data-->');
    const withWeb = await buildTestApp({}, { webDir });
    try {
      expect(withWeb.routes.map((route) => route.url)).toContain('/*');
      const paths = Object.keys((await withWeb.inject('/api/docs')).json<OpenApiDocument>().paths);
      expect(paths.filter((path) => !/^\/(api|mark)\//.test(path))).toEqual([]);
      expect(paths.length).toBe(Object.keys(doc.paths).length);
    } finally {
      await withWeb.cleanup();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('names every call with a stable operationId and a Spanish summary, from one table', () => {
    const ids: string[] = [];
    const described = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        described.add(key);
        expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.summary, key).toMatch(/^[A-ZÁÉÍÓÚÑ¿]\S*( \S+)*$/);
        ids.push(op.operationId!);
      }
    expect(new Set(ids).size).toBe(ids.length);
    // A line of the table whose call is gone would name nothing.
    expect(Object.keys(apiOperations).filter((key) => !described.has(key))).toEqual([]);
    expect(operation('/api/store_admin/stores/{storeId}/products', 'get')?.operationId).toBe('listStoreProducts');
  });

  it('groups the module tags in areas, says which calls are public and where the server is', () => {
    expect(doc['x-tagGroups'].map((group) => group.name)).toEqual(['Mercado', 'Cuenta', 'Panel de tienda', 'Consola', 'Servicio']);
    const grouped = doc['x-tagGroups'].flatMap((group) => group.tags);
    expect(grouped.sort()).toEqual(doc.tags.map((tag) => tag.name).sort());
    for (const operations of Object.values(doc.paths))
      for (const op of Object.values(operations)) expect(Array.isArray(op.security)).toBe(true);
    expect(operation('/api/market/search', 'get')?.security).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
  });

  it("passes Redocly's recommended rules with no error and no warning (redocly.yaml)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-docs-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, served);
      const cli = join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
      const args = [cli, 'lint', file, '--config', join(repoRoot, 'redocly.yaml'), '--format=json'];
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: repoRoot, maxBuffer: 32 * 1024 * 1024 });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates a typed client (openapi-typescript) that type-checks one call per area, and refuses a wrong one', async () => {
    // Inside node_modules, so that the calls below find openapi-fetch as an application would.
    const cache = join(repoRoot, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'plaza-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(JSON.parse(served) as never)));
      writeFileSync(join(dir, 'calls.ts'), typedCalls);
      const program = ts.createProgram([join(dir, 'calls.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * What a client application writes against the generated types: one call of each area, reading
 * fields of its answer, and calls the types must refuse (`@ts-expect-error` fails the check when
 * the line type-checks after all).
 */
const typedCalls = `
import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

const client = createClient<paths>({ baseUrl: '${PUBLIC_URL}', credentials: 'include' });

export async function onePerArea(csrf: string) {
  // Mercado
  const found = await client.GET('/api/market/search', { params: { query: { q: 'arroz', page: 1, page_size: 20 } } });
  const hasNext: boolean | undefined = found.data?.data.has_next;
  // Cuenta
  const profile = await client.GET('/api/user/customer/profile');
  const email: string | undefined = profile.data?.email;
  // Panel de tienda
  const products = await client.GET('/api/store_admin/stores/{storeId}/products', {
    params: { path: { storeId: 1 }, query: { status: 'low_stock' } },
  });
  const stock: number | undefined = products.data?.results[0]?.stock;
  // Consola
  const stores = await client.GET('/api/admin/stores');
  const storeName: string | undefined = stores.data?.results[0]?.name;
  // A write: the CSRF header and the body the schema asks for.
  const login = await client.POST('/api/auth/login', {
    body: { email: 'ana@example.com', password: 'x' },
    headers: { 'X-CSRF-Token': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  const status: number = login.response.status;
  return { hasNext, email, stock, storeName, status };
}

export async function refused() {
  // @ts-expect-error: no such call
  await client.GET('/api/market/nothing');
  // @ts-expect-error: a store id is a number
  await client.GET('/api/store_admin/stores/{storeId}/products', { params: { path: { storeId: 'uno' } } });
  // @ts-expect-error: a status the list does not filter by
  await client.GET('/api/store_admin/stores/{storeId}/products', { params: { path: { storeId: 1 }, query: { status: 'todo' } } });
}

export type SearchByName = operations['search'];
`;

