// The page's first script. A page the server rendered is painted first, and the app (about
// 120 KB of JavaScript to run on a slow phone) starts after that paint: the shopper reads the
// page while it becomes interactive, instead of waiting for the scripts to run before seeing
// anything. The app's code is already downloading (a modulepreload in the HTML).
import './styles.css';

const start = () => void import('./main');

if (document.getElementById('root')?.firstElementChild) {
  // The callback runs just before the first paint; the timer, just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
