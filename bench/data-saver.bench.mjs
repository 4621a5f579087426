// Home's first view with the data saver (issue 20 point 4): what a shopper whose browser sends
// `Save-Data: on` downloads for the home page's first screen, in all bytes (HTML, CSS, JavaScript,
// images, API), with an empty cache in headless Chromium at 360 px, without scrolling. Budget:
// 120 KB. The same page without the header is printed beside it, and the requests a data saver
// must not make (a next slide's image, a full-size hero, the later rows' answers) are counted.
import { chromium } from 'playwright-core';
import { finish, report } from './report.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-saver-' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function firstView(saveData) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let total = 0;
  let js = 0;
  const types = new Map();
  const paths = [];
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.origin === server.url) paths.push(url.pathname + url.search);
  });
  cdp.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') js += event.encodedDataLength;
  });
  await page.goto(server.url + '/', { waitUntil: 'networkidle' });
  // Long enough for a rotation or an idle-time preload to start, were there one.
  await page.waitForTimeout(7_000);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { total: total / 1024, js: js / 1024, paths };
}

const lean = await firstView(true);
const normal = await firstView(false);
report('home first view with Save-Data: on, all bytes', lean.total, 120, 'KB');
console.log(`   of which JavaScript: ${lean.js.toFixed(1)} KB; the same view without Save-Data: ${normal.total.toFixed(1)} KB (JavaScript ${normal.js.toFixed(1)} KB)`);
const fullImages = lean.paths.filter((path) => path.startsWith('/img/') && !path.endsWith('-card.webp'));
report('home first view with Save-Data: on, full-size images', fullImages.length, 0, 'images');
const laterRows = lean.paths.filter((path) => /^\/api\/market\/(products\/(latest|specialOffers|tendency)|reviews|stores)/.test(path));
report('home first view with Save-Data: on, later rows asked for', laterRows.length, 0, 'requests');
console.log(`   requests with Save-Data: ${lean.paths.length}, without: ${normal.paths.length}`);

await browser.close();
await server.stop();
finish();
