import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadEmbeddedData, type Embedded } from './api/embedded-data';
import { queryClient } from './api/query-client';
import { sessionQuery } from './api/session';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { createRouter, resolveLazyRoutes } from './router';

// This module only defines: boot.ts calls startApp in a task of its own once the module has run.
// Loading the module is the longest piece of work of a first visit on a slow phone; anything more
// in the same task (reading the embedded data, asking for the page's chunks, starting timers)
// would make it longer still.

const app = (router: ReturnType<typeof createRouter>): ReactNode => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * Lets the browser run what waits (a tap, a frame) before the next step: the app's start is a few
 * steps of some milliseconds each on a slow phone, and one task of them all would keep the page
 * from answering for their sum.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function render(container: HTMLElement, { loaderData }: Embedded) {
  if (loaderData && container.firstElementChild) {
    // The server rendered the page: take it over where it stands, once the page's own code is
    // here (the HTML stays visible and readable meanwhile). Asking for that code, making the
    // router and starting the hydration are each a task of their own.
    await resolveLazyRoutes(window.location.pathname);
    await nextTask();
    const router = createRouter({ loaderData });
    await nextTask();
    // As a transition, hydration runs in slices of a few milliseconds: the browser keeps
    // answering taps and scrolls on a slow phone instead of freezing for one long task.
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
    return;
  }
  // The first render as a transition too, for the same reason.
  const router = createRouter();
  startTransition(() => {
    createRoot(container).render(app(router));
  });
}

let started = false;

export function startApp(): void {
  // Once only: a second run would find no embedded data and render over the page.
  if (started) return;
  started = true;
  // The server embeds the first page's data (and the session) in the HTML: into the cache first,
  // so nothing below asks for it again.
  const embedded = loadEmbeddedData(queryClient);

  // Ask for the session now, alongside the first page's chunk, rather than after it (a no-op when
  // it came embedded). Not on the operator console's pages: they ask their own session, and the
  // market session refuses an operator's account with 403, an error in the browser's console.
  if (!/^\/admin(\/|$)/i.test(window.location.pathname)) void queryClient.prefetchQuery(sessionQuery());

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The page's code is asked for in a task after this one. Should it not come (the connection
  // dropped), the page stays as the server drew it: readable, its links whole-page links.
  void nextTask()
    .then(() => render(root, embedded))
    .catch(console.error);

  // Offline support (the shell, pages seen, the carts) for the built app only: a worker in
  // development would serve stale code. Installed when the browser is idle, not in the middle of
  // the page's start.
  if (import.meta.env.PROD) {
    const register = () => registerServiceWorker(embedded.answers);
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  }
}
