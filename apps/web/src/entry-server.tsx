import type { EmbeddedData } from '@plaza/domain/query-keys';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { Providers } from './app/providers';
import { routes } from './router';

/** What the server does with a page: send its HTML (and the loaders' data), or redirect. */
export type ServerRender =
  | { kind: 'html'; html: string; loaderData: Record<string, unknown> }
  | { kind: 'redirect'; location: string; status: number }
  /** Nothing rendered (a loader failed): the browser renders the page as without this step. */
  | { kind: 'none' };

const handler = createStaticHandler(routes);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/**
 * Renders the page at `url` (absolute) with the answers the server embeds in it, so the first
 * paint needs no JavaScript; the browser then hydrates it (main.tsx). Gives up after `timeoutMs`.
 * Each call has its own query client (the loaders get it as the request's context) and its own
 * router, so any number of pages render at once and none reads another request's data.
 */
export async function render(url: string, data: EmbeddedData, timeoutMs = 2_000, options: { dataSaver?: boolean } = {}): Promise<ServerRender> {
  const signal = AbortSignal.timeout(timeoutMs);
  const queryClient = createQueryClient();
  for (const { key, data: answer } of data.queries) if (answer !== undefined) queryClient.setQueryData(key, answer);
  try {
    const context = await handler.query(new Request(url, { signal }), { requestContext: { queryClient, dataSaver: options.dataSaver === true } });
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location ? { kind: 'redirect', location, status: context.status } : { kind: 'none' };
    }
    if (context.errors) return { kind: 'none' };
    const router = createStaticRouter(handler.dataRoutes, context);
    // Waits for the lazy parts (the footer) so the page arrives whole; anything still loading
    // (data the server did not embed) is rendered as the app shows it while it loads.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers client={queryClient} dataSaver={options.dataSaver === true}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      // Every part inline, in order: no boundary sent apart with an inline script to put it in
      // place (the content security policy allows no inline script, and nothing streams here).
      { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    return { kind: 'html', html: await readAll(prelude), loaderData: context.loaderData };
  } finally {
    // Stops what a loader may have started (data the server did not embed) with the render.
    queryClient.clear();
  }
}
