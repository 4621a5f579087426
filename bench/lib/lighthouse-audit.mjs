// Lighthouse (mobile preset) audits in one Debian Chromium, for bench/lighthouse.bench.mjs and
// bench/lighthouse-ab.bench.mjs: each audit is a first visit (no HTTP cache, no service worker
// and none of its caches, no cookies; only localStorage, the carts, is kept).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where every report goes in full, to see what a figure is made of (bench/out is not committed). */
const reportDir = new URL('../out/', import.meta.url).pathname;

/** The middle value once sorted (the upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const range = (values, digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** Starts the audited Chromium; `audit(url, throttling, name)` audits one first visit, `close()` ends it. */
export async function startAuditor() {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });

  /** Runs `use` on a new tab of the audited Chromium, then closes the tab. */
  async function inAuditedBrowser(use) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0].newPage();
      await use(page);
      await page.close();
    } finally {
      await browser.close();
    }
  }

  /** A first visit before each audit, as Lighthouse's own storage reset (off, for the cart) gives. */
  async function clearHttpCache(origin) {
    await inAuditedBrowser(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,service_workers,cache_storage,indexeddb,shader_cache' });
    });
  }

  async function auditOnce(url, throttling, name) {
    await clearHttpCache(new URL(url).origin);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      {
        extends: 'lighthouse:default',
        // The checkout needs the cart the shopper filled: the browser's storage is kept between audits.
        settings: { disableStorageReset: true, ...(throttling ? { throttlingMethod: 'simulate', throttling } : {}) },
      },
    );
    if (result.lhr.runtimeError) {
      console.log(`   (${name}${throttling ? ', Cuba profile' : ''}: ${result.lhr.runtimeError.code}, audited again)`);
      return undefined;
    }
    const { categories, audits } = result.lhr;
    writeFileSync(join(reportDir, `lighthouse-${name}${throttling ? '-cuba' : ''}.json`), JSON.stringify(result.lhr));
    // BENCH_TRACES=1 keeps the page load's trace too, to open in Chromium's performance panel.
    if (process.env.BENCH_TRACES) writeFileSync(join(reportDir, `trace-${name}${throttling ? '-cuba' : ''}.json`), JSON.stringify(result.artifacts.Trace));
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue / 1000,
      indexable: audits['is-crawlable']?.score !== 0,
      // Scored audits of the budgeted categories that did not pass, to know what to fix.
      failed: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ),
      // What the console and the browser's issues panel said, for those two audits.
      said: ['errors-in-console', 'inspector-issues'].flatMap((id) =>
        (audits[id]?.details?.items ?? []).map((item) => `${id}: ${item.description ?? item.issueType ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.slice(0, 200)),
      ),
    };
  }

  return {
    inAuditedBrowser,
    /** One audit; now and then Chromium's trace misses the navigation (Lighthouse's NO_NAVSTART): audited again. */
    async audit(url, throttling, name) {
      for (let attempt = 1; ; attempt++) {
        const result = await auditOnce(url, throttling, name);
        if (result) return result;
        if (attempt === 3) throw new Error(`Lighthouse could not audit ${url} three times running`);
      }
    },
    /** Loads each page once, untimed: a freshly started Chromium's first page pays for its start. */
    async warm(urls) {
      await inAuditedBrowser(async (page) => {
        for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
      });
    },
    close: () => chrome.kill(),
  };
}
