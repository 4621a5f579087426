import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { findSessionUser, sessionCookie, type SessionUserRow } from './sessions';
import { fail } from './errors';

const cache = new WeakMap<FastifyRequest, Promise<SessionUserRow | undefined>>();

/** The signed-in user of this request, looked up once however many times it is asked for. */
export function currentUser(db: Database, request: FastifyRequest): Promise<SessionUserRow | undefined> {
  let found = cache.get(request);
  if (!found) {
    const raw = sessionCookie(request);
    found = raw ? findSessionUser(db, raw) : Promise.resolve(undefined);
    cache.set(request, found);
  }
  return found;
}

export async function requireUser(db: Database, request: FastifyRequest): Promise<SessionUserRow> {
  const user = await currentUser(db, request);
  if (!user) throw fail('unauthorized', 'errors.unauthorized');
  return user;
}
