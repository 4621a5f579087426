/**
 * The fields of `next` whose value differs from the saved one (compared as JSON, so objects such
 * as a closure count as one field): what a PATCH sends, and nothing else.
 */
export function changedFields<T extends Record<string, unknown>>(next: T, saved: Record<string, unknown>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] === undefined) continue;
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key as string] ?? null)) changes[key] = next[key];
  }
  return changes;
}
