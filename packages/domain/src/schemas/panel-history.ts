import { th } from '../messages/es-history';
import { z } from '../zod-es';
import { opsPageOf, opsPageQuery } from './admin-ops';
import { storeParams } from './panel-common';

/**
 * The seller panel's "Historial" (issue 42, point 5): a store's own changes to one of its
 * products, orders or to the store itself, newest first, as the audit log recorded them.
 * - GET /api/store_admin/stores/{storeId}/history?entity=product|order|store&id=&page=&page_size=
 *   → `storeHistoryPageSchema`. `id` is the product's number or the order's id; the store's own
 *   history takes none (or the store's own number). Another store's product or order reads as
 *   an empty history, never as its entries.
 */
export const HISTORY_ENTITIES = ['product', 'order', 'store'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const storeHistoryParams = storeParams;

export const storeHistoryQuery = z
  .object({
    entity: z.enum(HISTORY_ENTITIES, { error: th('errors.invalidEntity') }),
    id: z.string({ error: th('errors.invalidId') }).trim().max(36, { error: th('errors.invalidId') }).optional(),
    ...opsPageQuery,
  })
  .superRefine((query, context) => {
    const valid =
      query.entity === 'product' ? PRODUCT_ID.test(query.id ?? '') && Number(query.id) <= 2_147_483_647
      : query.entity === 'order' ? ORDER_ID.test(query.id ?? '')
      : query.id === undefined || query.id === '' || (PRODUCT_ID.test(query.id) && Number(query.id) <= 2_147_483_647);
    if (!valid) context.addIssue({ code: 'custom', path: ['id'], message: th('errors.invalidId') });
  });
export type StoreHistoryQuery = z.infer<typeof storeHistoryQuery>;

export const storeHistoryEntrySchema = z.object({
  id: z.int(),
  created_at: z.string(),
  /** `table.operation`. */
  kind: z.string(),
  /** Who wrote it: a seller of the store by name; the operator only as 'admin' (no name, no e-mail). */
  actor: z.object({ name: z.string().nullable(), role: z.string() }),
  entity_id: z.string().nullable(),
  /** As in the console's log, without the fields only the operator reads. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  names: z.record(z.string(), z.string()),
  currency: z.string().nullable(),
});
export type StoreHistoryEntry = z.infer<typeof storeHistoryEntrySchema>;
export const storeHistoryPageSchema = opsPageOf(storeHistoryEntrySchema);
