import { useEffect } from 'react';
import { listRangeText, type ListCount } from '@plaza/domain/schemas/panel-lists';
import { HttpError } from '../../api/api-fetch';

/**
 * "1–20 de 10.000" above a panel list (decision 030): the page shows at once and the total joins
 * it when its own request answers; "1–20" alone until then, and nothing for an empty page.
 */
export function ListRange({ page, pageSize, shown, count }: { page: number; pageSize: number; shown: number; count: ListCount | undefined }) {
  const text = listRangeText(page, pageSize, shown, count);
  return (
    <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
      {text}
    </p>
  );
}

/**
 * A page past the list's end answers 404 (a product deleted from the last page, an old link):
 * the list goes back to its first page rather than showing an error.
 */
export function useFirstPageWhenMissing(error: unknown, page: number, toFirst: () => void) {
  useEffect(() => {
    if (page > 1 && error instanceof HttpError && error.status === 404) toFirst();
  }, [error, page, toFirst]);
}
