import { ta } from '@plaza/domain/messages/es-admin';
import type { AuditEntry } from '@plaza/domain/schemas/admin-ops';
import { esAdmin } from '@plaza/domain/messages/es-admin';

const TABLES: Record<string, string> = esAdmin.opsScreens.audit.tables;

const OPERATIONS: Record<string, string> = {
  insert: ta('opsScreens.audit.insert'),
  update: ta('opsScreens.audit.update'),
  delete: ta('opsScreens.audit.delete'),
};

/** 'products.update' → 'Producto · modificado'; a table the console does not name keeps its own name. */
export function kindLabel(kind: string): string {
  const [table = kind, operation = ''] = kind.split('.');
  const noun = TABLES[table] ?? table;
  const verb = OPERATIONS[operation];
  return verb ? `${noun} · ${verb}` : noun;
}

/** A recorded value as text: '(vacío)' for nothing, JSON for a list or an object. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return ta('opsScreens.audit.emptyValue');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Secrets are never shown, even if a row's hash reached the log. */
const HIDDEN_FIELD = /(_hash|^password|^token)$/;

export type ReadableChange = { field: string; before?: string; after?: string };

/**
 * An entry's fields as the console lists them: an update's changed fields with their value before
 * and after; an insert's new row (after only); a delete's old row (before only).
 */
export function readableChanges(entry: Pick<AuditEntry, 'before' | 'after'>): ReadableChange[] {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const changes: ReadableChange[] = [];
  for (const field of [...fields].sort()) {
    if (HIDDEN_FIELD.test(field)) continue;
    const change: ReadableChange = { field };
    if (entry.before && field in entry.before) change.before = valueText(entry.before[field]);
    if (entry.after && field in entry.after) change.after = valueText(entry.after[field]);
    changes.push(change);
  }
  return changes;
}
