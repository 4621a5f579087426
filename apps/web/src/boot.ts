// The page's first script. A page the server rendered is painted first, and the app (about
// 115 KB of compressed JavaScript to download and run on a slow phone) is asked for and started
// after that paint: on a slow connection the stylesheet and the page's first image arrive without
// sharing it with the app, and the shopper reads the page while it becomes interactive (its links
// work meanwhile). A page the browser renders itself needs the app to show anything: the shell
// preloads it then (vite.config.ts).
import './styles.css';
import { MAIN_IMAGE_TIMING } from './ui/main-image';

// The app starts in a task after the one that loads its module, each shorter than both together.
const start = () =>
  void import('./main')
    .then(({ startApp }) => setTimeout(startApp, 0))
    // The page stays readable and its links work; its buttons wait for a reload.
    .catch((error: unknown) => console.error('Could not load the app', error));

/** Should the paint never be reported, the app starts anyway after this long. */
const PAINT_WAIT_MS = 2000;

/**
 * Calls back once the page's first paint is on the screen, and with it the page's main image where
 * there is one: both are drawn and presented before the app's download begins, not merely laid
 * out. At once where the browser cannot tell, or the page is not shown (a hidden tab paints
 * nothing).
 */
function afterFirstPaint(callback: () => void) {
  const supported = (typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes) ?? [];
  if (document.visibilityState !== 'visible' || !supported.includes('paint')) {
    setTimeout(callback, 0);
    return;
  }
  const image = supported.includes('element') ? document.querySelector(`img[elementtiming="${MAIN_IMAGE_TIMING}"]`) : null;
  let painted = false;
  let imageShown = image === null;
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(callback, 0);
  };
  const observer = new PerformanceObserver((list) => {
    painted ||= list.getEntriesByName('first-contentful-paint').length > 0;
    imageShown ||= list.getEntriesByType('element').some((entry) => entry.name === 'image-paint');
    if (painted && imageShown) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  if (image) {
    observer.observe({ type: 'element', buffered: true });
    // An image that cannot load is never painted: the first paint is enough then.
    const failed = () => {
      imageShown = true;
      if (painted) once();
    };
    if (image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0) failed();
    else image.addEventListener('error', failed, { once: true });
  }
  const timer = setTimeout(once, PAINT_WAIT_MS);
}

if (document.getElementById('root')?.firstElementChild) afterFirstPaint(start);
else start();
