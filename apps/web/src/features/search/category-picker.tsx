import { t } from '@plaza/domain/messages/es-search-page';
import type { Category } from '@plaza/domain/schemas/reference';
import { CategoryIcon } from '../categories/category-icon';

interface CategoryPickerProps {
  categories: Category[];
  selected: number | undefined;
  /** The category chosen, or undefined when the selected one was pressed again (which clears it). */
  onChange: (category: number | undefined) => void;
}

/**
 * The search's category filter: one toggle button per category, the selected one pressed.
 * A row that scrolls sideways on a phone, wrapping lines from 1024 px.
 */
export function CategoryPicker({ categories, selected, onChange }: CategoryPickerProps) {
  if (categories.length === 0) return null;
  return (
    <div role="group" aria-label={t('search.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 [&::-webkit-scrollbar]:hidden">
        {categories.map((category) => {
          const pressed = category.category_id === selected;
          return (
            <li key={category.category_id} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : category.category_id)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 transition-colors ${
                  pressed
                    ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50 hover:ring-brand-300'
                }`}
              >
                <CategoryIcon icon={category.icon} className="size-4.5 shrink-0" />
                {category.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
