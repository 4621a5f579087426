import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { addSeller, signedInUser } from '../modules/store-admin/test-sellers';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
}, 60_000);
afterAll(() => app?.cleanup());

type AuditRow = { actor_id: string | null; actor_role: string; store_id: number | null; kind: string; entity_id: string | null; before: unknown; after: unknown };

async function auditOf(where: ReturnType<typeof sql>): Promise<AuditRow[]> {
  const { rows } = await app.deps.db.execute<AuditRow>(
    sql`select actor_id, actor_role, store_id, kind, entity_id, before, after from audit_log where ${where} order by id`,
  );
  return rows.map((row) => ({ ...row, store_id: row.store_id === null ? null : Number(row.store_id) }));
}

describe('the audit log', () => {
  it("records a seller's write with only the fields it changed, before and after", async () => {
    const seller = await addSeller(app, 'Tienda Auditada');
    const patch = await seller.client.send('PATCH', seller.base, { description: 'Ropa hecha a mano en Camagüey' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await auditOf(sql`store_id = ${seller.storeId}`)).toEqual([
      {
        actor_id: seller.userId,
        actor_role: 'seller',
        store_id: seller.storeId,
        kind: 'stores.update',
        entity_id: String(seller.storeId),
        before: { description: '' },
        after: { description: 'Ropa hecha a mano en Camagüey' },
      },
    ]);
  });

  it('records a row written without a store column under the store of the path', async () => {
    const seller = await addSeller(app);
    const tag = await seller.client.send('POST', `${seller.base}/tags`, { name: 'Hecho a mano', color: '#336699' });
    expect(tag.statusCode, tag.body).toBe(201);
    const [row] = await auditOf(sql`store_id = ${seller.storeId} and kind = 'tags.insert'`);
    expect(row).toMatchObject({ actor_id: seller.userId, actor_role: 'seller', before: null });
    expect(row!.after).toMatchObject({ name: 'Hecho a mano', store_id: seller.storeId });
  });

  it("records nothing of a shopper's writes, nor a write that changed nothing", async () => {
    const { rows: before } = await app.deps.db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log`);
    const customer = await signedInUser(app, 'customer');
    const update = await customer.client.send('POST', '/api/user/customer/profile', { name: 'Luisa' });
    expect(update.statusCode, update.body).toBe(200);
    const seller = await addSeller(app);
    expect((await seller.client.send('PATCH', seller.base, { description: '' })).statusCode).toBe(200);
    const { rows: after } = await app.deps.db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log`);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('attributes each of many parallel writes to the seller who made it', async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, () => addSeller(app)));
    const answers = await Promise.all(
      sellers.flatMap((seller) => [1, 2, 3].map((n) => seller.client.send('PATCH', seller.base, { description: `Cambio ${n} de ${seller.slug}` }))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const seller of sellers) {
      const rows = await auditOf(sql`store_id = ${seller.storeId}`);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.actor_id).toBe(seller.userId);
        expect(String((row.after as { description: string }).description)).toContain(seller.slug);
      }
    }
  });

  it('never keeps a password hash nor the hash of a mailed link', async () => {
    // An operator's write to a row holding both kinds of hash.
    const { rows: users } = await app.deps.db.execute<{ id: string }>(sql`select id from users limit 1`);
    await app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('plaza.actor_id', ${users[0]!.id}, true), set_config('plaza.actor_role', 'admin', true)`);
      await tx.execute(sql`update users set password_hash = 'otro-hash' where id = ${users[0]!.id}`);
      await tx.execute(sql`insert into store_applications (email, name, last_name, accepted_terms_at, store_name, description, plan_id,
        category_id, billing_period, township_id, currency_id, confirmation_token_hash)
        values ('a@example.com', 'Ana', 'Pérez', now(), 'Tienda', 'Descripción', (select min(id) from store_plans),
        (select min(id) from categories), 'monthly', (select min(id) from townships), (select min(id) from currencies), 'hash-del-enlace')`);
    });
    const { rows } = await app.deps.db.execute<{ count: number; all: number }>(
      sql`select count(*) filter (where before::text ~ '_hash' or after::text ~ '_hash')::int as count, count(*)::int as all from audit_log
        where kind in ('users.update', 'store_applications.insert')`,
    );
    expect(rows[0]).toEqual({ count: 0, all: 1 });
  });
});
