import { orderNumber } from './constants';
import { calendarLongDate, marketMoment } from './dates';
import { esHistory, th } from './messages/es-history';
import { formatPrice, PLAN_CURRENCY } from './money';

/**
 * One change-log entry as a person reads it (issue 42, point 5): the operator console's
 * "Registro de cambios" and the seller panel's "Historial" tab both write entries through this
 * file, so a price reads as `12.50 CUP`, a date as `12 de marzo de 2026, 14:05`, a category as
 * its name and a field as its Spanish label in both.
 *
 * The API resolves the names an entry refers to (`names`, keyed `product:12`, `user:…`) and the
 * currency of its amounts in one batch per page; this file only reads them.
 */
export type HistoryRecord = {
  kind: string;
  created_at: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** What the entry refers to, by `kind:id` (`product:12` → 'Camisa'); a missing one reads as deleted. */
  names: Record<string, string>;
  /** The currency code of the entry's amounts (minor units); null when it has none or it is unknown. */
  currency: string | null;
};

export type HistoryRef = keyof typeof esHistory.missing;

/** The columns that hold another entity's id, and which entity. */
export const REF_FIELDS: Record<string, HistoryRef> = {
  product_id: 'product',
  store_id: 'store',
  user_id: 'user',
  owner_id: 'user',
  recorded_by: 'user',
  referrer_id: 'user',
  category_id: 'category',
  currency_id: 'currency',
  plan_id: 'plan',
  pending_plan_id: 'plan',
  tag_id: 'tag',
  payment_method_id: 'payment_method',
  township_id: 'township',
  coupon_id: 'coupon',
  section_id: 'section',
};

/** The tables whose rows are named entities, and which entity (orders are named by their number). */
export const ENTITY_TABLES: Record<string, HistoryRef> = {
  products: 'product',
  stores: 'store',
  users: 'user',
  categories: 'category',
  store_plans: 'plan',
  tags: 'tag',
  payment_methods: 'payment_method',
  coupons: 'coupon',
  custom_sections: 'section',
};

/** Amounts in integer minor units. */
const MONEY_FIELDS = new Set(['price', 'base_price', 'offer_price', 'price_per_unit', 'total_amount', 'amount', 'price_monthly']);
/** Whole percentages; `referral_commission_bp` is in basis points. */
const PERCENT_FIELDS = new Set(['discount_percent', 'coupon_discount_percent']);
/** Calendar days (`YYYY-MM-DD`, no time zone). */
const DAY_FIELDS = new Set(['closed_from', 'closed_until', 'paid_through', 'pending_from', 'availability_start', 'availability_end', 'period_from', 'period_to']);
/** Instants. */
const MOMENT_FIELD = /(_at|^offer_start|^offer_end)$/;

/** Secrets are never shown, even if a row's hash reached the log. */
const SECRET_FIELD = /(_hash|^password|^token)$/;

/**
 * What only the operator reads: a shopper's retry key, the order's payment link, who at Plaza
 * recorded a payment, and any internal note a table may carry. The store's history route drops
 * these from its answer, and an entry that changed nothing else (`SELLER_HIDDEN_PATTERN` is the
 * same rule as the SQL filter, in both engines' regular-expression syntax).
 */
export const SELLER_HIDDEN_FIELDS = ['idempotency_key', 'payment_link', 'recorded_by', 'search'] as const;
export const SELLER_HIDDEN_PATTERN = '(^|_)(internal|notes?)(_|$)|_hash$|^password|^token';

export function hiddenFromSeller(field: string): boolean {
  return (SELLER_HIDDEN_FIELDS as readonly string[]).includes(field) || new RegExp(SELLER_HIDDEN_PATTERN).test(field);
}

const FIELDS: Record<string, string> = esHistory.fields;
const TABLES: Record<string, string> = esHistory.tables;
const VALUES: Record<string, Record<string, string>> = esHistory.values;

/** A column's Spanish label; a column the catalogue does not know yet keeps its own name. */
export function fieldLabel(field: string): string {
  return FIELDS[field] ?? field;
}

/** The name of a referred entity, or what says it is gone. */
export function refName(names: Record<string, string>, ref: HistoryRef, id: string | number): string {
  return names[`${ref}:${id}`] ?? th(`missing.${ref}`, { id });
}

/** 'products.update' → 'Producto · modificado'; a table the catalogue does not name keeps its own name. */
export function historyKindLabel(kind: string): string {
  const [table = kind, operation = ''] = kind.split('.');
  const noun = TABLES[table] ?? table;
  const verb = (esHistory.operations as Record<string, string>)[operation];
  return verb ? `${noun} · ${verb}` : noun;
}

/** The entity an entry is about, by name: 'Camisa', 'Pedido 1a2b3c4d', 'Producto eliminado (#12)'; '' if it has no id. */
export function historyEntityName(entry: Pick<HistoryRecord, 'kind' | 'entity_id' | 'names'>): string {
  if (!entry.entity_id) return '';
  const table = entry.kind.split('.')[0] ?? '';
  if (table === 'orders') return th('order', { number: orderNumber(entry.entity_id) });
  const ref = ENTITY_TABLES[table];
  return ref ? refName(entry.names, ref, entry.entity_id) : `#${entry.entity_id}`;
}

/** When the change was made, in Spanish and in the market's time: '12 de marzo de 2026, 14:05'. */
export function historyMoment(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : marketMoment(instant);
}

const spanishNumber = (value: number) => String(value).replace('.', ',');

/** The currency of an entry's amounts: the one the API resolved, a plan's (USD), or the row's own code. */
function currencyOf(entry: Pick<HistoryRecord, 'kind' | 'currency' | 'before' | 'after'>): string | null {
  if (entry.currency) return entry.currency;
  if (entry.kind.startsWith('store_plans.')) return PLAN_CURRENCY;
  const own = entry.after?.currency ?? entry.before?.currency;
  return typeof own === 'string' ? own : null;
}

function typedValue(field: string, value: number | string, currency: string | null, names: Record<string, string>): string | null {
  const ref = REF_FIELDS[field];
  if (ref) return refName(names, ref, value);
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatPrice(value, currency);
  if (typeof value === 'number' && PERCENT_FIELDS.has(field)) return th('percent', { value: spanishNumber(value) });
  if (typeof value === 'number' && field === 'referral_commission_bp') return th('percent', { value: spanishNumber(value / 100) });
  if (typeof value !== 'string') return null;
  if (DAY_FIELDS.has(field)) return calendarLongDate(value.slice(0, 10)) || value;
  if (MOMENT_FIELD.test(field)) return historyMoment(value);
  return VALUES[field]?.[value] ?? null;
}

/** One recorded value as text: names for ids, money with its currency, dates in Spanish, Sí/No, '(vacío)'. */
export function historyValue(field: string, value: unknown, entry: Pick<HistoryRecord, 'kind' | 'currency' | 'before' | 'after' | 'names'>): string {
  if (value === null || value === undefined || value === '') return th('emptyValue');
  if (typeof value === 'boolean') return value ? th('yes') : th('no');
  if (typeof value === 'number' || typeof value === 'string') return typedValue(field, value, currencyOf(entry), entry.names) ?? String(value);
  return JSON.stringify(value);
}

export type HistoryChange = { field: string; label: string; before?: string; after?: string };

/**
 * An entry's fields as a person reads them, in the order of their labels: an update's changed
 * fields with their value before and after; an insert's new row (after only); a delete's old row
 * (before only). Secrets never; `hide` leaves out more (the seller's view).
 */
export function historyChanges(entry: Pick<HistoryRecord, 'kind' | 'currency' | 'before' | 'after' | 'names'>, hide: (field: string) => boolean = () => false): HistoryChange[] {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    if (SECRET_FIELD.test(field) || field === 'search' || hide(field)) continue;
    const change: HistoryChange = { field, label: fieldLabel(field) };
    if (entry.before && field in entry.before) change.before = historyValue(field, entry.before[field], entry);
    if (entry.after && field in entry.after) change.after = historyValue(field, entry.after[field], entry);
    changes.push(change);
  }
  return changes.sort((a, b) => a.label.localeCompare(b.label, 'es') || a.field.localeCompare(b.field));
}

/** The references (`kind:id`) an entry's name and fields need: what the API resolves for a page in one batch. */
export function historyRefs(entry: Pick<HistoryRecord, 'kind' | 'entity_id' | 'before' | 'after'>): { ref: HistoryRef; id: string }[] {
  const refs: { ref: HistoryRef; id: string }[] = [];
  const table = entry.kind.split('.')[0] ?? '';
  const own = ENTITY_TABLES[table];
  if (own && entry.entity_id) refs.push({ ref: own, id: entry.entity_id });
  for (const row of [entry.before, entry.after]) {
    for (const [field, value] of Object.entries(row ?? {})) {
      const ref = REF_FIELDS[field];
      if (ref && (typeof value === 'number' || typeof value === 'string') && value !== '') refs.push({ ref, id: String(value) });
    }
  }
  return refs;
}
