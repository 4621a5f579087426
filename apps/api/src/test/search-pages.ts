import { expect } from 'vitest';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { withoutSearchIndex } from '../modules/search/search-index';
import type { TestApp } from './app';

/** A page of `GET /api/market/search?{query}` as the API answers it (the index answering when it is ready). */
export async function searchPage(app: TestApp, query: string) {
  const url = `/api/market/search?${query}`;
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const { results, has_next } = response.json<SearchAnswer>().data;
  return { results, has_next };
}

/** The same page as SQL alone answers it: the index of the app's reader is set aside for it. */
export async function searchPageBySql(app: TestApp, query: string) {
  withoutSearchIndex(app.readerDb);
  try {
    return await searchPage(app, query);
  } finally {
    withoutSearchIndex(app.readerDb, false);
  }
}
