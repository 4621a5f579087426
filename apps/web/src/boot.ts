// The page's first script. A page the server rendered is painted first, and the app (about
// 115 KB of compressed JavaScript to download and run on a slow phone) is asked for and started
// after that paint: on a slow connection the stylesheet and the page's first image arrive without
// sharing it with the app, and the shopper reads the page while it becomes interactive (its links
// work meanwhile). A page the browser renders itself needs the app to show anything: the shell
// preloads it then (vite.config.ts).
import './styles.css';

// The app starts in a task after the one that loads its module, each shorter than both together.
const start = () => void import('./main').then(({ startApp }) => setTimeout(startApp, 0));

/** Should the paint never be reported, the app starts anyway after this long. */
const PAINT_WAIT_MS = 2000;

/**
 * Calls back once the page's first contentful paint is on the screen: the frame is drawn and
 * presented before the app's download begins, not merely laid out. At once where the browser
 * cannot tell, or the page is not shown (a hidden tab paints nothing).
 */
function afterFirstPaint(callback: () => void) {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    setTimeout(callback, 0);
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(callback, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, PAINT_WAIT_MS);
}

if (document.getElementById('root')?.firstElementChild) afterFirstPaint(start);
else start();
