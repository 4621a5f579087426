import { t } from '@plaza/domain/messages/es';
import type { Category } from '@plaza/domain/schemas/reference';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import { CategoryIcon } from './category-icon';

/** Global search within one category. */
export function categorySearchUrl(categoryId: number): string {
  return `/search?${new URLSearchParams({ category: String(categoryId) }).toString()}`;
}

const tile = 'flex w-20 shrink-0 snap-start flex-col items-center gap-2 sm:w-24 lg:w-auto';

/** The home page's categories: round icons with their names, each opening the search on that category. */
export function CategoryStrip({ categories, loading = false }: { categories: Category[] | undefined; loading?: boolean }) {
  const headingId = useId();
  if (!loading && (!categories || categories.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="py-6 sm:py-8">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('categories.title')}
      </h2>
      <ul
        aria-busy={loading}
        className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:none] sm:-mx-6 sm:gap-3 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-12 lg:overflow-visible lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {categories
          ? categories.map((category) => (
              <li key={category.category_id} className={tile}>
                <Link
                  to={categorySearchUrl(category.category_id)}
                  className="group flex w-full flex-col items-center gap-2 rounded-2xl p-1 text-center"
                >
                  <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-800 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white sm:size-18">
                    <CategoryIcon icon={category.icon} />
                  </span>
                  <span className="line-clamp-2 text-xs leading-tight font-medium text-slate-800 sm:text-sm">{category.name}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} className={tile} aria-hidden="true">
                <Skeleton className="size-16 rounded-full sm:size-18" />
                <Skeleton className="h-3 w-14" />
              </li>
            ))}
      </ul>
    </section>
  );
}
