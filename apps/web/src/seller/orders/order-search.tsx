import { tp } from '@plaza/domain/messages/es-panel-orders';
import { LIST_QUERY_MAX } from '@plaza/domain/schemas/panel-lists';
import { useSearchBox } from '../ui/use-search-box';

/**
 * The inbox's search box (issue 43): an order's number, the customer's name or e-mail, or phone.
 * The search goes into the address once the seller stops typing (or presses Enter); the list's
 * query is keyed by the address, so whichever answer comes last, the list shows the latest search.
 */
export function OrderSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { text, setText, search } = useSearchBox(q, onSearch);

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
          if (event.key === 'Enter') search();
        }}
      />
      <p id="order-search-hint" className="text-xs text-slate-600">
        {tp('orderPages.searchHint')}
      </p>
    </div>
  );
}
