/**
 * The list with the item at `from` moved to `to`, the others closing up behind it (as a drop
 * onto the item at `to` or a 'Subir'/'Bajar' press reads it). Out of range leaves it as it is.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= items.length || to >= items.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** Whether the item at `index` can go one place up (-1) or down (+1). */
export function canMove(length: number, index: number, step: -1 | 1): boolean {
  const to = index + step;
  return index >= 0 && index < length && to >= 0 && to < length;
}
