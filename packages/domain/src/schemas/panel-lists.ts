import { tp } from '../messages/es-panel';
import { z } from '../zod-es';

/**
 * Issue 43, lists that stay fast (decision 030): a panel list's page never waits for its total.
 * The total comes from its own request, `GET …/products/count` or `GET …/orders/count` with the
 * list's filters, counted up to LIST_COUNT_CAP rows: beyond that the list says "más de 10.000".
 */
export const LIST_COUNT_CAP = 10_000;

/** The longest search a panel list takes. */
export const LIST_QUERY_MAX = 100;

/** `?q=` of a panel list: trimmed, at most LIST_QUERY_MAX characters; empty means no search. */
export const listSearch = z
  .string()
  .trim()
  .max(LIST_QUERY_MAX, { error: tp('listTotals.queryTooLong', { max: LIST_QUERY_MAX }) })
  .optional()
  .transform((value) => value || undefined);

/** The answer of a list's count: `total` matching rows, or `more` than LIST_COUNT_CAP (then `total` is the cap). */
export const listCountSchema = z.object({ total: z.int(), more: z.boolean() });
export type ListCount = z.infer<typeof listCountSchema>;

const spanish = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

/** 10000 → "10.000", grouped as the seller reads numbers (also 1.234, which es-ES's default leaves as 1234). */
export const formatCount = (n: number) => spanish.format(n);

/**
 * "1–20 de 10.000" for the `shown` rows of page `page` (of `pageSize`), "… de más de 10.000" past
 * the cap, and "1–20" alone while the total is on its way; empty for an empty page.
 */
export function listRangeText(page: number, pageSize: number, shown: number, count: ListCount | undefined): string {
  if (shown === 0) return '';
  const from = formatCount((page - 1) * pageSize + 1);
  const to = formatCount((page - 1) * pageSize + shown);
  if (!count) return tp('listTotals.rangeCounting', { from, to });
  return tp(count.more ? 'listTotals.rangeMore' : 'listTotals.range', { from, to, total: formatCount(count.total) });
}
