import { useCallback } from 'react';
import { tp, type PanelMessageKey } from '@plaza/domain/messages/es-panel';
import type { Category } from '@plaza/domain/schemas/reference';
import { PRODUCT_STATUSES, type ProductStatus } from '@plaza/domain/schemas/panel-product';
import type { ListFilters } from './list-query';
import { compactInput } from './styles';
import { useSearchBox } from '../ui/use-search-box';

const statusLabel: Record<ProductStatus, PanelMessageKey> = {
  all: 'productScreens.statusAll',
  visible: 'productScreens.statusVisible',
  hidden: 'productScreens.statusHidden',
  out_of_stock: 'productScreens.statusOutOfStock',
  low_stock: 'productScreens.statusLowStock',
};

/**
 * The list's search box and its category and status filters. The search goes into the address
 * once the seller stops typing, so each keystroke on a slow link is not a request.
 */
export function ProductFilters({
  filters,
  categories,
  onChange,
}: {
  filters: ListFilters;
  categories: Category[];
  onChange: (changes: Partial<ListFilters>) => void;
}) {
  const searchFor = useCallback((q: string) => onChange({ q, page: 1 }), [onChange]);
  const { text, setText, search } = useSearchBox(filters.q, searchFor);

  return (
    <div role="search" className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor="product-search" className="text-sm font-medium text-slate-800">
          {tp('productScreens.search')}
        </label>
        <input
          id="product-search"
          type="search"
          className={compactInput}
          placeholder={tp('productScreens.searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search();
          }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-category" className="text-sm font-medium text-slate-800">
          {tp('productScreens.category')}
        </label>
        <select
          id="product-category"
          className={compactInput}
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value ? Number(event.target.value) : null, page: 1 })}
        >
          <option value="">{tp('productScreens.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.category_id} value={category.category_id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-status" className="text-sm font-medium text-slate-800">
          {tp('productScreens.status')}
        </label>
        <select
          id="product-status"
          className={compactInput}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as ProductStatus, page: 1 })}
        >
          {/* "Stock bajo" is the chip beside the list (it combines with a status): not a status here. */}
          {PRODUCT_STATUSES.filter((status) => status !== 'low_stock').map((status) => (
            <option key={status} value={status}>
              {tp(statusLabel[status])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
