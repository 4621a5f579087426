import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../db/schema';
import type { Client, TestApp } from '../test/app';
import { signedInUser } from './store-admin/test-sellers';

/** For the console content tests: an operator signed in as a browser would be, images to upload, the audit log. */

export async function signedInAdmin(app: TestApp): Promise<{ client: Client; userId: string }> {
  const user = await signedInUser(app, 'customer');
  await app.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.userId));
  return user;
}

/** A photo as a phone takes it. */
export const photo = (width = 1600, height = 1200, green = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: green, b: 200 } } })
    .jpeg()
    .toBuffer();

/** A multipart body with one file in the field `image`, as the browser's FormData sends it. */
export async function imageForm(bytes: Buffer, filename = 'foto.jpg', type = 'image/jpeg') {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://plaza/', { method: 'POST', body });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export type AuditRow = { actor_id: string | null; actor_role: string; kind: string; entity_id: string | null; before: unknown; after: unknown };

/** The audit rows of `kind` (e.g. 'categories.insert'), oldest first. */
export async function auditOf(app: TestApp, kind: string): Promise<AuditRow[]> {
  const { rows } = await app.deps.db.execute<AuditRow>(
    sql`select actor_id, actor_role, kind, entity_id, before, after from audit_log where kind = ${kind} order by id`,
  );
  return rows;
}

/** A fresh answer of a public GET, as a visitor's browser gets it (no cookie). */
export async function visitorGet<T>(app: TestApp, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return (response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : response.body) as T;
}
