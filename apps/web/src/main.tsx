import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './api/query-client';
import { sessionQuery } from './api/session';
import { Providers } from './app/providers';
import { router } from './router';
import './styles.css';

// Ask for the session now, alongside the first page's chunk, rather than after it.
void queryClient.prefetchQuery(sessionQuery());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
