// The page's first script. A page the server rendered is painted first, and the app (about
// 115 KB of compressed JavaScript to download and run on a slow phone) is asked for and started
// after that paint: on a slow connection the stylesheet and the page's first image arrive without
// sharing it with the app, and the shopper reads the page while it becomes interactive (its links
// work meanwhile). A page the browser renders itself needs the app to show anything: the shell
// preloads it then (vite.config.ts).
import './styles.css';

const start = () => void import('./main');

if (document.getElementById('root')?.firstElementChild) {
  // The callback runs just before the first paint; the timer, just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
