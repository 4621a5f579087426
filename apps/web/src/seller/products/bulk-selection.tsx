import { useState } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { BULK_MAX_PRODUCTS } from '@plaza/domain/product-bulk';
import { failureMessage } from '../../panel-ui/server-errors';
import { matchingProductIds } from '../api/product-bulk';
import { smallButton, smallPrimaryButton } from './styles';

/** The list's selection mode: which products are chosen (by hand, across pages, or all the filter matches). */
export function useBulkSelection() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    active,
    selected,
    toggleMode: () => {
      setActive((on) => !on);
      setSelected(new Set());
    },
    toggle: (productId: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(productId);
        else next.delete(productId);
        return next;
      }),
    replace: (ids: number[]) => setSelected(new Set(ids)),
  };
}

/**
 * The bar over the list while selecting: how many are chosen, "Seleccionar todos los que
 * coinciden" (every product the current filter matches, up to BULK_MAX_PRODUCTS), and the change.
 */
export function BulkSelectionBar({
  storeId,
  query,
  selection,
  onChange,
}: {
  storeId: number;
  /** The list's API query (q, category, status): the filter "todos los que coinciden" reads. */
  query: Record<string, string>;
  selection: ReturnType<typeof useBulkSelection>;
  onChange: (ids: number[]) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const count = selection.selected.size;

  async function selectAll() {
    setLoading(true);
    setNote({ text: tp('productBulk.selectingAll'), error: false });
    try {
      const { page: _page, page_size: _size, ...filter } = query;
      const { ids, more } = await matchingProductIds(storeId, filter);
      selection.replace(ids);
      setNote(more ? { text: tp('productBulk.selectAllTooMany', { max: BULK_MAX_PRODUCTS }), error: false } : null);
    } catch (error) {
      setNote({ text: failureMessage(error, tp('productBulk.error')) ?? tp('productBulk.error'), error: true });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-label={tp('productBulk.selectionLabel')} className="sticky top-0 z-10 flex flex-col gap-2 rounded-xl border border-brand-700 bg-white p-3 shadow-sm">
      <p role="status" className="text-sm font-semibold text-slate-900">
        {tp('productBulk.selected', { count })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={() => void selectAll()} disabled={loading} aria-busy={loading || undefined}>
          {tp('productBulk.selectAllMatching')}
        </button>
        {count > 0 ? (
          <button type="button" className={smallButton} onClick={() => selection.replace([])}>
            {tp('productBulk.clearSelection')}
          </button>
        ) : null}
        <button type="button" className={smallPrimaryButton} disabled={count === 0 || loading} onClick={() => onChange([...selection.selected])}>
          {tp('productBulk.change')}
        </button>
      </div>
      {note ? <p className={`text-sm ${note.error ? 'font-medium text-rose-800' : 'text-slate-700'}`}>{note.text}</p> : null}
    </section>
  );
}
