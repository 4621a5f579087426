import type { EmbeddedData } from '@plaza/domain/query-keys';
import type { QueryClient } from '@tanstack/react-query';

const ELEMENT_ID = 'app-data';

function isEmbeddedData(value: unknown): value is EmbeddedData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'queries' in value &&
    Array.isArray(value.queries) &&
    value.queries.every(
      (entry: unknown) => typeof entry === 'object' && entry !== null && 'key' in entry && Array.isArray(entry.key) && 'data' in entry,
    )
  );
}

/** An embedded public answer and the API path it came from. */
export type EmbeddedAnswer = { path: string; data: unknown };

/** What the page brought: public answers (for the service worker) and, when the server rendered it, its loaders' data. */
export interface Embedded {
  answers: EmbeddedAnswer[];
  loaderData?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Moves the answers the server embedded in the page (`<script id="app-data">`) into the query
 * cache, under the keys the pages ask for, so the first render needs no request of its own.
 * Runs once, before the first render; the element is removed so a later render cannot read
 * stale data from it. Anything unreadable is ignored: the app then fetches as usual.
 * Returns the public answers with their paths, for the service worker to keep for offline use,
 * and the route loaders' data when the server rendered the page.
 */
export function loadEmbeddedData(queryClient: QueryClient, doc: Document = document): Embedded {
  const element = doc.getElementById(ELEMENT_ID);
  if (!element) return { answers: [] };
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    console.error('Could not read the embedded page data', error);
    return { answers: [] };
  }
  if (!isEmbeddedData(parsed)) return { answers: [] };
  const answers: EmbeddedAnswer[] = [];
  for (const { key, data, path } of parsed.queries) {
    // undefined is not a value the cache can hold; null (a visitor's session) is.
    if (data === undefined) continue;
    queryClient.setQueryData(key, data);
    if (typeof path === 'string') answers.push({ path, data });
  }
  return isRecord(parsed.loaderData) ? { answers, loaderData: parsed.loaderData } : { answers };
}
