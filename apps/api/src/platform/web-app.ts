import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '@plaza/domain/messages/es';
import { currentUser } from './current-user';
import { dataSaverOn } from './data-saver';
import { isOperator } from '@plaza/domain/roles';
import { escapeHtml } from './html';
import { BoundedQueue, QueueFullError } from './bounded-queue';
import { redactUrl } from './redact-url';

/** Every route of spec section 2 and the panels; anything else is the 404 page with status 404. */
const APP_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/stores$/,
  /^\/stores\/[^/]+$/,
  /^\/stores\/[^/]+\/tags\/[^/]+$/,
  /^\/stores\/[^/]+\/search$/,
  /^\/store\/[^/]+\/product\/[^/]+$/,
  /^\/(profile|login|signup|activate|forgot-password|reset-password|become-a-seller|search|privacy-policy|terms-and-conditions)$/,
  /^\/become-a-seller\/confirm$/,
  /^\/checkout\/[^/]+$/,
  /^\/sections\/[^/]+$/,
  /^\/ref\/[^/]+$/,
  // The seller panel's own routes are decided in the browser (apps/web/src/seller/seller-app.tsx).
  /^\/seller(\/.*)?$/,
];

/**
 * The operator console's pages (apps/web/src/admin/). The browser's router matches paths decoded
 * and in any case (`/%61dmin`, `/ADMIN` open the console too), so the test here does as well.
 */
const CONSOLE_PAGE = /^\/admin(\/.*)?$/i;

export function isConsolePage(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the router leaves the path as it is, and so does this test.
  }
  return CONSOLE_PAGE.test(decoded);
}

export const isAppRoute = (pathname: string) => APP_ROUTES.some((route) => route.test(pathname.replace(/\/+$/, '') || '/'));

/** What a page adds to the HTML shell: head tags and the data the app reads before its first render. */
export type PageExtras = { status?: number; head?: string; data?: unknown };
export type PageResolver = (pathname: string, request: FastifyRequest) => Promise<PageExtras | undefined>;


/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
type ServerRender =
  | { kind: 'html'; html: string; loaderData: Record<string, unknown> }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'none' };
type RenderPage = (url: string, data: { queries: unknown[] }, timeoutMs?: number, options?: { dataSaver?: boolean }) => Promise<ServerRender>;

/** The web app's server build beside its browser build (`dist-server` next to `dist`), when there is one. */
async function loadServerRender(webDir: string): Promise<RenderPage | undefined> {
  const entry = join(webDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

const isEmbedded = (data: unknown): data is { queries: unknown[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { queries?: unknown }).queries);

/**
 * Hashed assets never change. The service worker and the shell it keeps (index.html) must be
 * checked on every use, or a deploy would reach a phone only when its HTTP cache let go; the
 * worker's scope is the folder it is served from, the whole site.
 */
export function staticCacheControl(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  // The path may be the precompressed copy (sw.js.br).
  if (/\/(sw\.js|index\.html)(\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** JSON inside a script tag: `<` escaped so no string can close the tag. */
const embedJson = (data: unknown) =>
  `<script id="app-data" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The shell preloads the app's chunk, which a page the browser renders needs before anything
 * shows. A page rendered here shows without it, and the preload would have the chunk (about
 * 115 KB) share a slow connection with the stylesheet and the page's first image: it is dropped,
 * and the page asks for the chunk after its first paint (apps/web/src/boot.ts).
 */
export const withoutAppPreload = (html: string) => html.replace(/<link\b[^>]*\bdata-app-chunk\b[^>]*>\s*/, '');

/**
 * With the data saver the page the server rendered downloads its app only at the shopper's first
 * interaction (apps/web/src/boot.ts, decision 018): nothing is preloaded ahead of that.
 */
export const withoutModulePreloads = (html: string) => html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');

export function defaultHead(title: string, description: string) {
  return `<meta property="og:title" content="${escapeHtml(title)}"><meta property="og:description" content="${escapeHtml(description)}"><meta property="og:type" content="website">`;
}

/** A page's own title and description replace the shell's defaults rather than doubling them. */
function withoutDefaults(template: string, head: string) {
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[\s\S]*?>/, '');
  return html;
}

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present),
 * index.html never cached and filled in per page, unknown paths answered with the 404 page.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string, resolvers: PageResolver[] = []) {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const renderApp = await loadServerRender(webDir);
  const { publicUrl, renderConcurrency } = app.deps.config;
  // Pages render concurrently, each with its own query client and router (entry-server.tsx), up
  // to RENDER_CONCURRENCY at once; a burst beyond the waiting list is sent for the browser to render.
  const renders = new BoundedQueue(renderConcurrency, 256);

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders(reply, path) {
      reply.header('cache-control', staticCacheControl(path));
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    const pathname = request.url.split('?')[0] ?? '/';
    let extras: PageExtras = {};
    for (const resolve of resolvers) {
      const found = await resolve(pathname, request);
      if (found) {
        extras = found;
        break;
      }
    }
    // The page itself as HTML, from the same data the app starts with: it paints before any
    // script has arrived. Should rendering fail, the app renders it in the browser as before.
    let body = '';
    let data = extras.data;
    const saver = dataSaverOn(request);
    if (renderApp && isEmbedded(data)) {
      try {
        const page = data;
        const rendered = await renders.run(() => renderApp(publicUrl + request.url, page, undefined, { dataSaver: saver }));
        if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
        if (rendered.kind === 'html') {
          body = rendered.html;
          data = { ...data, loaderData: rendered.loaderData };
        }
      } catch (error) {
        if (error instanceof QueueFullError) request.log.warn({ url: redactUrl(request.url) }, 'too many pages rendering: sent for the browser to render');
        else request.log.error({ err: error, url: redactUrl(request.url) }, 'server render failed');
      }
    }
    const head = extras.head ?? defaultHead(t('common.appName'), t('meta.description'));
    const shell = body ? (saver ? withoutModulePreloads(template) : withoutAppPreload(template)) : template;
    const html = withoutDefaults(shell, head)
      // What the render decided, for the app to start from the same (apps/web/src/ui/data-saver.tsx).
      .replace('<html lang="es"', `<html lang="es" data-save-data="${saver ? 'on' : 'off'}"`)
      .replace('<!--app-head-->', head)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
      .replace('<!--app-data-->', data === undefined ? '' : embedJson(data));
    return reply
      .status(extras.status ?? status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Save-Data')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // A visitor's page (no session) is the same for every visitor: it is rendered once and shared
  // for the micro-cache's few seconds (platform/response-cache.ts), as the API answers it embeds are.
  app.get('/*', { config: { cache: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/(api|img|mark)\//.test(pathname)) return reply.callNotFound();
    // The console answers 403 to anyone but an admin: the same app, which shows them the login or
    // the console's 'solo para el equipo' message (its API is guarded on its own, admin-guard.ts).
    if (isConsolePage(pathname)) {
      const user = await currentUser(app.deps.db, request);
      return renderPage(request, reply, user && isOperator(user.role) ? 200 : 403);
    }
    return renderPage(request, reply, isAppRoute(pathname) ? 200 : 404);
  });
  app.get('/', { config: { cache: true } }, (request, reply) => renderPage(request, reply, 200));

  return { renderNotFound: (request: FastifyRequest, reply: FastifyReply) => renderPage(request, reply, 404) };
}
