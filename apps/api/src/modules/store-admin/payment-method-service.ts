import { sql } from 'drizzle-orm';
import {
  whatsappHasPhone,
  type PanelPaymentMethod,
  type paymentMethodCreateSchema,
  type paymentMethodPatchSchema,
} from '@plaza/domain/schemas/panel-catalogue';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { failPanel } from '../../platform/errors';

type Create = z.infer<typeof paymentMethodCreateSchema>;
type Patch = z.infer<typeof paymentMethodPatchSchema>;

const methodColumns = sql`id as payment_method_id, name, kind, phone, instructions, enabled`;

/** The store's payment methods in the order checkout lists them; deleted ones kept for old orders are not among them. */
export async function listPaymentMethods(db: Database, storeId: number): Promise<PanelPaymentMethod[]> {
  const { rows } = await db.execute<PanelPaymentMethod>(sql`
    select ${methodColumns} from payment_methods where store_id = ${storeId} and archived_at is null order by position, id`);
  return rows;
}

async function findMethod(db: Database, storeId: number, id: number, lock = false): Promise<PanelPaymentMethod> {
  const { rows } = await db.execute<PanelPaymentMethod>(sql`
    select ${methodColumns} from payment_methods where id = ${id} and store_id = ${storeId} and archived_at is null
    ${lock ? sql`for update` : sql``}`);
  if (!rows[0]) throw failPanel('not_found', 'paymentMethod.notFound');
  return rows[0];
}

/** A new method goes last at checkout. Only a WhatsApp method keeps a number: the others have no use for one. */
export async function createPaymentMethod(db: Database, storeId: number, method: Create): Promise<PanelPaymentMethod> {
  const { rows } = await db.execute<PanelPaymentMethod>(sql`
    insert into payment_methods (store_id, name, kind, phone, instructions, enabled, position)
    values (${storeId}, ${method.name}, ${method.kind}, ${method.kind === 'whatsapp' ? method.phone : null}, ${method.instructions},
      ${method.enabled}, (select coalesce(max(position), -1) + 1 from payment_methods where store_id = ${storeId}))
    returning ${methodColumns}`);
  return rows[0]!;
}

/** The rule that a WhatsApp method has a number is checked on the method as the patch leaves it. */
export async function patchPaymentMethod(db: Database, storeId: number, id: number, patch: Patch): Promise<PanelPaymentMethod> {
  return db.transaction(async (tx) => {
    const current = await findMethod(tx as unknown as Database, storeId, id, true);
    const merged = { ...current, ...patch };
    if (!whatsappHasPhone(merged)) throw failPanel('invalid', 'paymentMethod.whatsappPhoneRequired');
    const { rows } = await tx.execute<PanelPaymentMethod>(sql`
      update payment_methods set name = ${merged.name}, kind = ${merged.kind}, phone = ${merged.kind === 'whatsapp' ? merged.phone : null},
        instructions = ${merged.instructions}, enabled = ${merged.enabled}
      where id = ${id} and store_id = ${storeId} returning ${methodColumns}`);
    return rows[0]!;
  });
}

/**
 * Deletes a method. One that orders were placed with stays in the database for them (their
 * history names it), archived: gone from the panel and from checkout.
 */
export async function deletePaymentMethod(db: Database, storeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findMethod(tx as unknown as Database, storeId, id, true);
    const { rows } = await tx.execute(sql`select 1 from orders where payment_method_id = ${id} limit 1`);
    if (rows.length > 0) await tx.execute(sql`update payment_methods set archived_at = now(), enabled = false where id = ${id}`);
    else await tx.execute(sql`delete from payment_methods where id = ${id} and store_id = ${storeId}`);
  });
}
