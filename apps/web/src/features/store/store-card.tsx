import { t } from '@plaza/domain/messages/es';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import { Link } from 'react-router';
import { cardImageUrl, imageUrl } from '../../api/image-url';
import { Skeleton } from '../../ui/skeleton';
import { Stars } from '../../ui/stars';
import { MAIN_IMAGE_TIMING } from '../../ui/main-image';

/** The store page's address (spec section 2). */
export function storePath(slug: string): string {
  return `/stores/${encodeURIComponent(slug)}`;
}

// The card variants: covers 480×160 (full 1200×400), logos 96×96 (full 256).
const COVER = { width: 480, height: 160 };
const LOGO = { card: 96, full: 256 };

interface StoreLogoProps {
  store: Pick<StoreSummary, 'logo' | 'name'>;
  className: string;
  /** The full 256 px logo (the store page's header) instead of the 96 px card variant. */
  full?: boolean;
}

export function StoreLogo({ store, className, full = false }: StoreLogoProps) {
  const src = full ? imageUrl(store.logo) : cardImageUrl(store.logo);
  const size = full ? LOGO.full : LOGO.card;
  const initial = store.name.trim().charAt(0).toUpperCase();
  return src ? (
    <img
      src={src}
      alt={t('stores.logoAlt', { name: store.name })}
      width={size}
      height={size}
      loading={full ? 'eager' : 'lazy'}
      decoding="async"
      className={`rounded-full bg-white object-cover ${className}`}
    />
  ) : (
    <span
      role="img"
      aria-label={t('stores.logoAlt', { name: store.name })}
      className={`flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {initial}
    </span>
  );
}

/**
 * A store in a grid or a row: cover, logo, name, description and rating; the whole card links to
 * the store. The `first` card of a page's first list is in sight from the start, its cover often
 * the largest thing painted: asked for at once and first, not lazily, and the page's main image.
 */
export function StoreCard({ store, first = false }: { store: StoreSummary; first?: boolean }) {
  const cover = cardImageUrl(store.cover);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none has-[a:focus-visible]:transition-none has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600">
      <div className="aspect-[3/1] bg-linear-to-r from-brand-100 to-brand-200">
        {cover && (
          <img
            src={cover}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            elementtiming={first ? MAIN_IMAGE_TIMING : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">
        <StoreLogo store={store} className="-mt-8 size-16 border-4 border-white text-2xl shadow-sm" />
        {/* Two lines for the name and two for the description, whatever their length: every
            card as tall as the others, so a row that brings its remaining cards keeps its height. */}
        <h3 className="mt-2 text-base leading-snug font-semibold text-slate-900">
          <Link to={storePath(store.slug)} className="line-clamp-2 min-h-[2lh] after:absolute after:inset-0 focus-visible:outline-none">
            {store.name}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 min-h-[2lh] text-sm text-slate-600">{store.description}</p>
        <div className="mt-auto pt-3">
          {store.review_count > 0 ? (
            <Stars rating={store.rating} count={store.review_count} size="sm" />
          ) : (
            <span className="text-xs text-slate-600">{t('stores.noReviews')}</span>
          )}
        </div>
      </div>
    </article>
  );
}

export function StoreCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-hidden="true">
      <Skeleton className="aspect-[3/1] rounded-none" />
      <div className="flex flex-col gap-2 px-4 pb-4">
        <Skeleton className="-mt-8 size-16 rounded-full border-4 border-white" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-4/5" />
        <Skeleton className="mt-2 h-3.5 w-24" />
      </div>
    </div>
  );
}
