import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actAs } from './audit';
import { currentUser } from './current-user';
import { AppError, fail } from './errors';
import { secondFactorMissing } from '../modules/auth/second-factor';
import type { SessionUserRow } from './sessions';
import { ta } from '@plaza/domain/messages/es-admin';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: SessionUserRow;
  }
}

/**
 * The one guard of the operator console's API, registered in each module's admin plugin (an
 * encapsulated context: it guards that plugin's routes only). Before validation, anyone but a
 * signed-in user with role `admin` gets 403, whatever the path or body they sent: a visitor, a
 * customer and a seller alike (the console's pages answer the same); `moderators` lets a user with
 * role `moderator` through too, for the plugins of the queue's work (applications, reviews, store
 * suspensions); everything else stays the admins'. An operator who owes the second factor the site
 * requires gets 403 too (`withoutSecondFactor`: the session call, which says so). The request's
 * transactions are then recorded in the audit log as the operator's.
 */
export function registerAdminGuard(app: FastifyInstance, options: { withoutSecondFactor?: boolean; moderators?: boolean } = {}) {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) => {
    const user = await currentUser(db, request);
    const allowed = user?.role === 'admin' || (options.moderators === true && user?.role === 'moderator');
    if (!user || !allowed) throw new AppError('forbidden', ta('access.adminsOnly'));
    // The site requires the second factor of operators and this one has not turned it on: the
    // console's API waits for enrolment (only the session call answers, to send them to it).
    if (!options.withoutSecondFactor && (await secondFactorMissing(db, user))) throw new AppError('forbidden', ta('access.secondFactorRequired'));
    request.admin = user;
    actAs({ userId: user.id, role: user.role === 'moderator' ? 'moderator' : 'admin' });
  });
}

/** The operator the guard resolved for this request. */
export function adminOf(request: FastifyRequest): SessionUserRow {
  if (!request.admin) throw fail('unauthorized', 'errors.unauthorized');
  return request.admin;
}

/** Inside a plugin open to moderators, the part of a request only an admin may make (a plan, a setting, a role). */
export function requireAdmin(request: FastifyRequest): void {
  if (adminOf(request).role !== 'admin') throw new AppError('forbidden', ta('access.moderatorsCannot'));
}
