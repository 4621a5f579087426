import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema, suggestAnswerSchema, suggestQuerySchema } from '@plaza/domain/schemas/search';
import { currentUser } from '../../platform/current-user';
import { searchAnswer, suggest } from './search-service';

/** Visitors share search answers for 30 s and suggestions for a minute (a write in this process clears them). */
const SEARCH_CACHE_MS = 30_000;
const SUGGEST_CACHE_MS = 60_000;

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route here is a read: `app.reader` answers a visitor's from the replica, if there is one.

  routes.get(
    '/api/market/search',
    { config: { cache: SEARCH_CACHE_MS }, schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } } },
    async (request, reply) => {
      const db = app.reader(request);
      const user = await currentUser(db, request);
      const answer = await searchAnswer(db, request.query, user?.id);
      // Cards from the search index are sent as they are; `x-search: memory` says the index answered.
      if (typeof answer === 'string') return reply.type('application/json; charset=utf-8').header('x-search', 'memory').send(answer as never);
      return answer;
    },
  );

  routes.get(
    '/api/market/suggest',
    { config: { cache: SUGGEST_CACHE_MS }, schema: { querystring: suggestQuerySchema, response: { 200: suggestAnswerSchema } } },
    async (request, reply) => {
      const db = app.reader(request);
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await suggest(db, request.query.q, request.query.slug) };
    },
  );
};
