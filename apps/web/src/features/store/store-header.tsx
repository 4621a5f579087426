import { calendarLongDate } from '@plaza/domain/dates';
import { t } from '@plaza/domain/messages/es-store-pages';
import type { StoreDetail } from '@plaza/domain/schemas/store';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { cardImageUrl, imageUrl } from '../../api/image-url';
import { useDataSaver } from '../../ui/data-saver';
import { primaryButton } from '../../ui/button-styles';
import { SearchIcon } from '../../ui/icons';
import { PageContainer } from '../../ui/page-container';
import { Skeleton } from '../../ui/skeleton';
import { Stars } from '../../ui/stars';
import { StoreLogo } from './store-card';
import { storeSearchPath } from './store-links';
import { Form } from '../../ui/form';
import { MAIN_IMAGE_TIMING } from '../../ui/main-image';
import { ShareButton } from '../share/share-button';

type StoreInfo = StoreDetail['store'];

// Covers are stored 1200×400 with a 480 px card variant, shown the full width of the window.
// The server preloads the cover for the store page: keep srcset and sizes as it does.
const COVER = { width: 1200, height: 400 };

/** The store's cover, logo, name, description and rating. The cover is the page's largest paint. */
export function StoreHeader({ store }: { store: StoreInfo }) {
  const cover = imageUrl(store.cover);
  const coverCard = cardImageUrl(store.cover);
  const saver = useDataSaver().on;
  const location = store.township && store.province ? t('store.location', { township: store.township, province: store.province }) : null;
  return (
    <header>
      <div className="aspect-[3/1] max-h-80 w-full overflow-hidden bg-linear-to-r from-brand-200 to-brand-400 sm:rounded-b-3xl">
        {cover && (
          <img
            src={cover}
            srcSet={coverCard ? (saver ? coverCard : `${coverCard} 480w, ${cover} 1200w`) : undefined}
            sizes="100vw"
            alt=""
            width={COVER.width}
            height={COVER.height}
            fetchPriority="high"
            elementtiming={MAIN_IMAGE_TIMING}
            className="size-full object-cover"
          />
        )}
      </div>
      <PageContainer>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          <StoreLogo store={store} full className="-mt-10 size-20 shrink-0 border-4 border-slate-50 text-3xl shadow-md sm:-mt-14 sm:size-28" />
          <div className="min-w-0 flex-1 pb-1">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{store.name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <Stars rating={store.rating} count={store.review_count} />
              {location && <span>{location}</span>}
            </div>
          </div>
          <ShareButton target={{ kind: 'store', name: store.name, slug: store.slug }} className="self-start sm:self-end" />
        </div>
        {store.description && <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">{store.description}</p>}
        {store.taking_orders === false && (
          <div role="status" className="mt-4 max-w-3xl rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">{t('store.pausedNotice')}</p>
          </div>
        )}
        {store.closure && (
          <div role="status" className="mt-4 max-w-3xl rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">
              {t('store.closedNotice', { from: calendarLongDate(store.closure.closed_from), until: calendarLongDate(store.closure.closed_until) })}
            </p>
            {store.closure.message && <p className="mt-1 whitespace-pre-line">{store.closure.message}</p>}
          </div>
        )}
      </PageContainer>
    </header>
  );
}

export function StoreHeaderSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[3/1] max-h-80 w-full rounded-none sm:rounded-b-3xl" />
      <PageContainer>
        <Skeleton className="-mt-10 size-20 rounded-full border-4 border-slate-50 sm:-mt-14 sm:size-28" />
        <Skeleton className="mt-3 h-7 w-56" />
        <Skeleton className="mt-2 h-4 w-40" />
        <Skeleton className="mt-4 h-4 w-full max-w-xl" />
      </PageContainer>
    </div>
  );
}

/** Searches this store's products: submits to /stores/{slug}/search?q=, a blank query is ignored. */
export function StoreSearchBox({ slug, storeName }: { slug: string; storeName: string }) {
  const navigate = useNavigate();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) void navigate(storeSearchPath(slug, { q: query }));
  }

  return (
    <Form role="search" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('store.searchLabel', { name: storeName })}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          name="q"
          type="search"
          enterKeyHint="search"
          placeholder={t('store.searchPlaceholder')}
          className="block min-h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-10 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
      <button type="submit" className={primaryButton}>
        {t('store.search')}
      </button>
    </Form>
  );
}

/** The store's categories as links to its search, filtered by each. */
export function StoreCategoryStrip({ slug, categories }: { slug: string; categories: StoreDetail['categories'] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('store.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:px-0 [&::-webkit-scrollbar]:hidden">
        {categories.map((category) => (
          <li key={category.category_id} className="shrink-0">
            <Link
              to={storeSearchPath(slug, { category: category.category_id })}
              className="inline-flex min-h-10 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {category.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
