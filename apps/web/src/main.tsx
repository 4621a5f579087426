import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadEmbeddedData } from './api/embedded-data';
import { queryClient } from './api/query-client';
import { sessionQuery } from './api/session';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { createRouter } from './router';
import './styles.css';

// The server embeds the first page's data (and the session) in the HTML: into the cache first,
// so nothing below asks for it again.
const embedded = loadEmbeddedData(queryClient);

// Offline support (the shell, pages seen, the carts) for the built app only: a worker in
// development would serve stale code.
if (import.meta.env.PROD) registerServiceWorker(embedded);

// Ask for the session now, alongside the first page's chunk, rather than after it (a no-op when
// it came embedded).
void queryClient.prefetchQuery(sessionQuery());

const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders the page in slices of a few milliseconds and
// lets the browser paint and answer taps between them, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
