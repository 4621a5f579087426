import { useEffect, useState } from 'react';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { LIST_QUERY_MAX } from '@plaza/domain/schemas/panel-lists';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The inbox's search box (issue 43): an order's number, the customer's name or e-mail, or phone.
 * The search goes into the address once the seller stops typing (or presses Enter); the list's
 * query is keyed by the address, so whichever answer comes last, the list shows the latest search.
 */
export function OrderSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  // The address changed by itself (back button, 'Ver todos los pedidos'): the box follows it.
  if (shown !== q) {
    setShown(q);
    setText(q);
  }

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div role="search" className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
      <label htmlFor="order-search" className="text-sm font-medium text-slate-800">
        {tp('orderPages.search')}
      </label>
      <input
        id="order-search"
        type="search"
        className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2.5 text-base text-slate-900 focus:border-brand-700"
        placeholder={tp('orderPages.searchPlaceholder')}
        aria-describedby="order-search-hint"
        value={text}
        maxLength={LIST_QUERY_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
      <p id="order-search-hint" className="text-xs text-slate-600">
        {tp('orderPages.searchHint')}
      </p>
    </div>
  );
}
