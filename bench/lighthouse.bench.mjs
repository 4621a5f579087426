// Lighthouse (mobile preset) in Debian's Chromium on the built app with the demo catalogue.
// Budgets: performance ≥ 95 and LCP ≤ 2.0 s under Lighthouse's mobile throttling; LCP ≤ 4.0 s
// under a 300 ms RTT, 700 Kbps, 4x CPU profile — a phone in Cuba.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { ensureBuilt, prepareCatalogue, startServer } from './lib/server.mjs';

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-lh-'));
prepareCatalogue({ products: 0, dataDir });
const server = await startServer({ dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});

const CUBA = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 };

async function audit(url, throttling) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    throttling ? { extends: 'lighthouse:default', settings: { throttlingMethod: 'simulate', throttling } } : undefined,
  );
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
  };
}

try {
  const latest = await (await fetch(`${server.url}/api/market/products/latest`)).json();
  const product = latest[0];
  const pages = { home: '/', product: `/store/${product.store_id}/product/${product.product_id}` };
  for (const [name, path] of Object.entries(pages)) {
    const mobile = await audit(server.url + path);
    report(`${name}: performance (mobile)`, mobile.performance, 95, '', { higherIsBetter: true });
    report(`${name}: LCP (mobile)`, mobile.lcp, 2.0, 's');
    console.log(`   accessibility ${mobile.accessibility}, best practices ${mobile.bestPractices}, SEO ${mobile.seo}, CLS ${mobile.cls.toFixed(3)}, TBT ${mobile.tbt.toFixed(0)} ms`);
    const cuba = await audit(server.url + path, CUBA);
    report(`${name}: LCP (300 ms RTT, 700 Kbps, 4x CPU)`, cuba.lcp, 4.0, 's');
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
finish();
