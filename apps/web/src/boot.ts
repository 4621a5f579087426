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

/** What counts as the shopper's first interaction with a page the data saver keeps without its app. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

type Fiber = { flags: number; tag: number; return: Fiber | null; alternate: Fiber | null };
/** React 19's fiber flags Placement | Hydrating, and the tag of its root fiber (react-dom 19.3). */
const NOT_YET_COMMITTED = 4098;
const HOST_ROOT = 3;

/**
 * Whether React runs this element yet: the test react-dom makes before it hands an event to an
 * element (its getNearestMountedFiber). React marks an element as soon as it renders it, but a
 * part of the page hydrated later (the footer, say) is committed only after its whole render, and
 * a tap replayed in between reaches the browser (a switch flips) and not the app. On a slow phone,
 * or a busy machine, that render takes long enough for the 50 ms polls below to fall into it.
 */
function hydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber'));
  let node = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
  if (!node) return false;
  for (let next: Fiber | null = node; next && !next.alternate; next = next.return) {
    node = next;
    if ((node.flags & NOT_YET_COMMITTED) !== 0) return false;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT;
}

/**
 * Data saver (decision 018): the page the server rendered is whole and its links work, so the app
 * (about 125 KB of JavaScript) is downloaded only once the shopper touches, types, focuses or
 * scrolls. A link tapped before then navigates as a plain link.
 */
function startOnFirstInteraction() {
  const options = { capture: true, passive: true };
  const begin = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, options);
    start();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, begin, options);
}

/**
 * On a page the server rendered, a tap (or Enter, Space) on one of the app's own controls (a
 * button, a switch) before React runs it is held, and replayed once React has hydrated that
 * control: 'Agregar al carrito' or the header's search tapped first works, a little later, instead
 * of doing nothing while the app downloads (with the data saver, until the first interaction
 * starts it; without, for the moments after the first paint).
 */
function holdEarlyTaps() {
  let held: HTMLElement | undefined;
  const replay = (element: HTMLElement, tries: number) => {
    if (held !== element || !element.isConnected) return;
    // A form's controls are disabled until the app runs it (ui/form.tsx): it waits for both.
    if (!hydrated(element) || element.matches(':disabled')) {
      // Up to about 30 s for a slow connection to bring the app, then the tap is forgotten.
      if (tries < 600) setTimeout(() => replay(element, tries + 1), 50);
      return;
    }
    held = undefined;
    element.click();
  };
  const hold = (event: Event) => {
    const control = (event.target as Element).closest?.('button, input[type="checkbox"], input[type="radio"], [role="button"]');
    if (!(control instanceof HTMLElement) || hydrated(control) || control.closest('a[href]')) return;
    // A disabled control gets no click, only the tap's pointer events: held from its pointerup.
    if ((event.type === 'click') === control.matches(':disabled')) return;
    // Nothing happens twice: the tap waits for the app, which then sees it once.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    replay(control, 0);
  };
  window.addEventListener('click', hold, true);
  window.addEventListener('pointerup', hold, true);
}

/**
 * Whether this device keeps a cart with something in it. Read here, without the cart's code (an
 * import would pull the app's chunk into this one): the key is cart-store.ts's CARTS_STORAGE_KEY,
 * the format @plaza/domain/cart's (boot-cart.test.ts checks that they agree).
 */
function deviceHoldsCart(): boolean {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem('plaza.carts') ?? 'null');
    const carts = Array.isArray(stored) ? stored : (stored as { carts?: unknown } | null)?.carts;
    return Array.isArray(carts) && carts.length > 0;
  } catch {
    return false;
  }
}

// A device that keeps a cart starts the app at once all the same: the header's cart button and its
// count are the app's, and the shopper who filled that cart ran the app here, so its files are
// most likely in the browser's cache already.
if (!document.getElementById('root')?.firstElementChild) start();
else {
  holdEarlyTaps();
  if (document.documentElement.dataset.saveData === 'on' && !deviceHoldsCart()) startOnFirstInteraction();
  else afterFirstPaint(start);
}
