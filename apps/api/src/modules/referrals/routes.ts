import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-profile';
import { RECENT_REFERRAL_SALES } from '@plaza/domain/constants';
import type { ReferralSaleStatus } from '@plaza/domain/schemas/panel-orders';
import {
  createReferralSchema,
  referralGroupSchema,
  referralIdParamsSchema,
  refSlugParamsSchema,
  updateReferralSchema,
  type ReferralGroup,
} from '@plaza/domain/schemas/referral';
import type { Database } from '../../db/connection';
import { requireUser } from '../../platform/current-user';
import { fail } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { loadProducts, visibleProduct } from '../products/product-loader';

const answer = z.object({ success: z.boolean(), message: z.string() });
/** Slugs: 10 characters of [a-z0-9], about 51 bits, unguessable enough for a share link. */
const newSlug = () => BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).slice(0, 10).padStart(10, '0');

async function listReferrals(db: Database, userId: string): Promise<ReferralGroup[]> {
  const { rows } = await db.execute<{
    id: number; slug: string; active: boolean; created_at: Date | string; product_id: number; store_id: number; store_name: string;
    sales: { order_id: string; commission_amount: number; created_at: string; status: ReferralSaleStatus }[] | string; sales_count: number; commission_total: number;
  }>(sql`
    select rl.id, rl.slug, rl.active, rl.created_at, p.id as product_id, s.id as store_id, s.name as store_name,
      coalesce((select json_agg(x order by x.created_at desc) from (
        select rs.order_id, rs.commission_amount, rs.created_at, rs.status from referral_sales rs where rs.referral_id = rl.id
        order by rs.created_at desc limit ${RECENT_REFERRAL_SALES}) x), '[]'::json) as sales,
      (select count(*)::int from referral_sales rs where rs.referral_id = rl.id) as sales_count,
      -- Only money that moved counts: sales of paid orders.
      (select coalesce(sum(rs.commission_amount), 0)::int from referral_sales rs where rs.referral_id = rl.id and rs.status = 'earned') as commission_total
    from referral_links rl join products p on p.id = rl.product_id join stores s on s.id = p.store_id
    where rl.user_id = ${userId}
    order by s.name, rl.created_at desc`);
  const products = new Map((await loadProducts(db, [...new Set(rows.map((r) => r.product_id))], userId)).map((p) => [p.product_id, p]));
  const groups = new Map<number, ReferralGroup>();
  for (const row of rows) {
    const group = groups.get(row.store_id) ?? { store_id: row.store_id, store_name: row.store_name, referrals: [] };
    const sales = typeof row.sales === 'string' ? (JSON.parse(row.sales) as typeof row.sales) : row.sales;
    group.referrals.push({
      referral_id: row.id,
      referral_slug: row.slug,
      active: row.active,
      referral_created_at: new Date(row.created_at).toISOString(),
      product: products.get(row.product_id) ?? null,
      referral_sales: (sales as { order_id: string; commission_amount: number; created_at: string; status: ReferralSaleStatus }[]).map((sale) => ({
        ...sale,
        created_at: new Date(sale.created_at).toISOString(),
      })),
      referral_sales_count: row.sales_count,
      commission_total: row.commission_total,
    });
    groups.set(row.store_id, group);
  }
  return [...groups.values()];
}

export const referralRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  /** The system stays off until the customer turns it on; the login after that sets the cookie. */
  routes.post('/api/user/referrals/enable', { schema: { security: signedIn, response: { 200: answer } } }, async (request) => {
    const user = await requireUser(db, request);
    await db.execute(sql`update users set referrals_enabled_at = coalesce(referrals_enabled_at, now()) where id = ${user.id}`);
    return { success: true, message: t('referrals.enabled') };
  });

  routes.get('/api/user/referrals', { schema: { security: signedIn, response: { 200: z.array(referralGroupSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listReferrals(db, (await requireUser(db, request)).id);
  });

  /** One link per customer and product: asking again answers the existing one. */
  routes.post(
    '/api/user/referrals',
    { schema: { security: signedIn, body: createReferralSchema, response: { 200: answer.extend({ referral_id: z.int(), referral_slug: z.string(), active: z.boolean() }) } } },
    async (request) => {
      const user = await requireUser(db, request);
      if (!user.referralsEnabledAt) throw fail('forbidden', 'referrals.notEnabled');
      const { rows: products } = await db.execute<{ bp: number }>(sql`
        select p.referral_commission_bp as bp from products p join stores s on s.id = p.store_id
        where p.id = ${request.body.product_id} and ${visibleProduct}`);
      if (!products[0]) throw fail('not_found', 'api.productNotFound');
      if (products[0].bp <= 0) throw fail('invalid', 'referrals.noCommission');
      const { rows: existing } = await db.execute<{ id: number; slug: string; active: boolean }>(
        sql`select id, slug, active from referral_links where user_id = ${user.id} and product_id = ${request.body.product_id}`,
      );
      // The answer says whether the link works, so 'Compartir' never hands out one its owner turned off.
      if (existing[0]) {
        const { id, slug, active } = existing[0];
        return { success: true, message: t('referrals.exists'), referral_id: id, referral_slug: slug, active };
      }
      const { rows } = await db.execute<{ id: number; slug: string; active: boolean }>(sql`
        insert into referral_links (user_id, product_id, slug, active)
        values (${user.id}, ${request.body.product_id}, ${newSlug()}, ${request.body.active})
        on conflict (user_id, product_id) do update set user_id = excluded.user_id
        returning id, slug, active`);
      return { success: true, message: t('referrals.created'), referral_id: rows[0]!.id, referral_slug: rows[0]!.slug, active: rows[0]!.active };
    },
  );

  routes.patch(
    '/api/user/referrals/:id',
    { schema: { security: signedIn, params: referralIdParamsSchema, body: updateReferralSchema, response: { 200: answer } } },
    async (request) => {
      const user = await requireUser(db, request);
      const { rows } = await db.execute(sql`
        update referral_links set active = ${request.body.active} where id = ${request.params.id} and user_id = ${user.id} returning id`);
      if (rows.length === 0) throw fail('not_found', 'referrals.notFound');
      return { success: true, message: t('referrals.updated') };
    },
  );

  routes.delete('/api/user/referrals/:id', { schema: { security: signedIn, params: referralIdParamsSchema, response: { 200: answer } } }, async (request) => {
    const user = await requireUser(db, request);
    const { rows } = await db.execute(sql`delete from referral_links where id = ${request.params.id} and user_id = ${user.id} returning id`);
    if (rows.length === 0) throw fail('not_found', 'referrals.notFound');
    return { success: true, message: t('referrals.deleted') };
  });

  /** An inactive link, or one whose product can no longer be bought, resolves as not found. */
  routes.get(
    '/api/market/ref/:refSlug',
    { schema: { params: refSlugParamsSchema, response: { 200: z.object({ product_id: z.int(), store_id: z.int() }) } } },
    async (request) => {
      const { rows } = await db.execute<{ product_id: number; store_id: number }>(sql`
        select p.id as product_id, p.store_id from referral_links rl join products p on p.id = rl.product_id
        join stores s on s.id = p.store_id where rl.slug = ${request.params.refSlug} and rl.active and ${visibleProduct}`);
      if (!rows[0]) throw fail('not_found', 'referrals.notFound');
      return rows[0];
    },
  );
};
