import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MIN_CHROMIUM, spawnServer } from './harness';

/**
 * Pays the browser suite's setup once per run (issue 41): one Chromium that every test file
 * connects to (each file its own connection, so its own contexts, closed with it), and the data
 * directories of the built server's own first start (with the demo, and with SEED=none), which each
 * server started on an empty directory gets a copy of (harness.ts) instead of migrating and seeding.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'plaza-e2e-run-'));
  const [browser, demo, none] = await Promise.allSettled([
    launchChromium(),
    firstStart(join(dir, 'demo'), {}),
    firstStart(join(dir, 'none'), { SEED: 'none' }),
  ]);
  if (browser.status === 'rejected' || demo.status === 'rejected' || none.status === 'rejected') {
    // Nothing left running: the browser if it started (the servers stop themselves on failure).
    if (browser.status === 'fulfilled') await browser.value.close();
    await rm(dir, { recursive: true, force: true });
    throw [browser, demo, none].find((result) => result.status === 'rejected')?.reason;
  }
  project.provide('chromiumEndpoint', browser.value.wsEndpoint());
  project.provide('seededDataDirs', { demo: demo.value, none: none.value });
  return async () => {
    await browser.value.close();
    await rm(dir, { recursive: true, force: true });
  };
}

async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`The browser tests need Debian's Chromium headless shell at ${CHROMIUM_PATH} (apt-get update && apt-get install chromium-headless-shell)`);
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = await chromium.connect(server.wsEndpoint());
  const version = browser.version();
  await browser.close();
  if (Number(version.split('.')[0]) < MIN_CHROMIUM) {
    await server.close();
    throw new Error(`Chromium ${version} is too old: the browser tests need ${MIN_CHROMIUM} or newer (apt-get update && apt-get install chromium-headless-shell)`);
  }
  return server;
}

/** A first start of the built server, as a user makes it (migrations, reference data, the demo unless SEED=none), then stopped. */
async function firstStart(dataDir: string, env: Record<string, string>): Promise<string> {
  // A first start seeds the demo: on a machine busy with other work that takes minutes, not seconds.
  const server = await spawnServer(env, dataDir, false, 600_000);
  await server.stop();
  return dataDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (BrowserServer): `chromium.connect` it. */
    chromiumEndpoint: string;
    /** Data directories after a first start, with the demo and with SEED=none: a server on an empty directory starts from a copy. */
    seededDataDirs: Record<'demo' | 'none', string>;
  }
}
