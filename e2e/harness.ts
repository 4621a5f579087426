import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';

const root = new URL('..', import.meta.url).pathname;

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and
 * V8 as /usr/bin/chromium, of the same version, without the desktop browser's window machinery,
 * and what Playwright itself runs for headless tests. Over the browser suite it takes a third less
 * CPU than the full browser in headless mode (cart.test.ts: 67 → 45 s; the suite 19 → 15 min).
 * The benches keep /usr/bin/chromium: they measure what a shopper's browser does.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

// Playwright looks for what a test waits on again after 0, 20, 50, 100 and 100 ms, then only every
// 500 ms: a toast or a dialog that the app shows 300 ms after a tap was seen 770 ms after it, and
// the tests waited on those steps for much of their time. patches/playwright-core+*.patch (applied
// by patch-package at `npm install`) makes the last step 100 ms, as the one before it:
// cart.test.ts went from 32.5 to 25.3 s on the same machine. A Playwright upgrade must carry
// the patch over (`npx patch-package playwright-core` after editing the two lines again).
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type RunningServer = {
  url: string;
  dataDir: string;
  log: () => string;
  /** A GET of the API (or any path) that must answer 200, as JSON: fixtures for the tests. */
  json: <T>(path: string) => Promise<T>;
  stop: () => Promise<void>;
  kill: () => void;
};

/**
 * The built server (`npm run build` first) on a fresh data directory, as a user would start it.
 * An empty directory on the embedded database and local images gets a copy of the run's first
 * start (global-setup.ts: with the demo, or SEED=none's) first: what a first start would make.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'plaza-e2e-'));
  const settings = { ...process.env, ...env };
  if (!existsSync(join(dir, 'db')) && !settings.DATABASE_URL && !settings.S3_BUCKET)
    copySeededDataDir(inject('seededDataDirs')[settings.SEED === 'none' ? 'none' : 'demo'], dir);
  return spawnServer(env, dir, !dataDir);
}

/**
 * Copies a seeded data directory, leaving out what belongs to one process or one site: the
 * database's lock and the session secret (each server makes its own, as on a first start). The
 * images are hard links: stored images are never rewritten, only added and deleted.
 */
function copySeededDataDir(from: string, to: string) {
  const own = new Set(['session-secret', 'db.lock', 'images']);
  cpSync(from, to, { recursive: true, filter: (source) => source === from || !own.has(relative(from, source)) });
  mkdirSync(join(to, 'images'), { recursive: true });
  for (const name of readdirSync(join(from, 'images'))) linkSync(join(from, 'images', name), join(to, 'images', name));
}

/**
 * The built server on `dir` as it is; `removeDir`: its folder goes when it stops. One that does
 * not answer within `startMs` is killed (never left running after the tests).
 */
export async function spawnServer(env: Record<string, string>, dir: string, removeDir: boolean, startMs = 120_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    // NODE_ENV as `npm start` sets it: React's server renderer runs its production build, as for
    // shoppers (vitest's own NODE_ENV, 'test', would give it the development one).
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200 || response.status === 503) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server did not start in ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir: dir,
    log: () => output,
    json: async <T,>(path: string): Promise<T> => {
      const response = await fetch(url + path);
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
    /** SIGKILL: the process dies at once, as in a power cut or an OOM kill. */
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (removeDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The oldest Chromium the tests are written against (150 fails the offline test every time). */
export const MIN_CHROMIUM = 156;

/**
 * The run's Chromium (global-setup.ts launched it and checked its version), through a connection
 * of this test file's own: its contexts are its own, and `close()` closes them and disconnects,
 * leaving the browser to the next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

// The service worker answers a page's requests itself once it controls the page, and requests it
// makes are not seen by page.route(): tests that hold or fail a request would test the worker's
// cache instead. The offline tests turn it on where they need it.
/**
 * The built server (on its own copy of the demo, or `dataDir`) and a browser for one test file:
 * started together before its tests, stopped after them. Read `.server` and `.browser` in the tests.
 */
export function serverAndBrowser(env: Record<string, string> = {}, dataDir?: string): { server: RunningServer; browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(env, dataDir), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' as const };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' as const };

/** A page that fails the test on any console error or CSP violation the app causes. */
/**
 * Makes `page.goto` and `page.reload` return once the app has taken over the server's HTML
 * (AppShell marks <html data-app="ready">). Until then the page reads but does not act (its forms
 * are disabled, its buttons do nothing yet), as a shopper on a slow phone sees it; a test acts
 * on the page the app runs.
 */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = () => page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = waitForAppOnLoad(await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of (401|404)/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

export const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

/** Logs `account` in through the login page, as a shopper does, and waits for the home page. */
export async function logInThroughPage(page: Page, baseUrl: string, account = DEMO_CUSTOMER): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.getByRole('textbox', { name: t('account.email') }).fill(account.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(baseUrl + '/');
}

/** `npm run admin -- …` on the server's data directory (on PGlite the server must be stopped first). */
export async function runAdmin(dataDir: string, publicUrl: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'apps/api/dist/admin.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: publicUrl, LOG_LEVEL: 'warn' },
  });
  return stdout;
}
