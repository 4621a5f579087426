import { t } from '@plaza/domain/messages/es-store-pages';
import type { StoreDetail } from '@plaza/domain/schemas/store';
import type { ReviewSort } from '@plaza/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { ProductCard, ProductCardSkeleton } from '../../features/product/product-card';
import { StoreRatingBreakdown } from '../../features/store/store-rating-breakdown';
import { ReviewSortSelect } from '../../features/reviews/review-sort-select';
import { VerifiedBadge } from '../../features/reviews/verified-badge';
import { StoreContactBlock } from '../../features/store/store-contact-block';
import { storeContacts } from '../../features/store/store-contacts';
import { StoreCategoryStrip, StoreHeader, StoreHeaderSkeleton, StoreSearchBox } from '../../features/store/store-header';
import { storeSearchPath } from '../../features/store/store-links';
import { storeQuery, storeReviewsQuery, storeTagsQuery } from '../../features/store/store-queries';
import { StoreTagStrip } from '../../features/store/store-tag-strip';
import { CarouselRow, PRODUCT_ITEM, REVIEW_ITEM, REVIEW_ROW_HEIGHT } from '../../ui/carousel-row';
import { PageContainer } from '../../ui/page-container';
import { EmptyMessage, PageMessage } from '../../ui/page-message';
import { ReviewCard } from '../../ui/review-card';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';

/** /stores/{slug}: the store, its search, categories, tags, products by category, reviews and contacts. */
export function StorePage() {
  const slug = useParams().slug ?? '';
  const store = useQuery(storeQuery(slug));
  const tags = useQuery(storeTagsQuery(slug));
  const notFound = store.error instanceof HttpError && store.error.status === 404;
  useErrorPolicy(store.error);
  useDocumentTitle(store.data?.store.name ?? (notFound ? t('store.notFound') : undefined));

  if (store.isPending) return <StoreLoading />;
  if (store.isError) {
    if (notFound) return <PageMessage title={t('store.notFound')} />;
    return <PageMessage title={t('store.loadError')} onRetry={() => void store.refetch()} retrying={store.isFetching} />;
  }

  const detail = store.data;
  const categories = detail.categories.filter((category) => category.products.length > 0);
  const contacts = storeContacts(detail.store);

  return (
    <>
      <StoreHeader store={detail.store} />
      <PageContainer>
        <div className="mt-6 flex flex-col gap-4">
          <StoreSearchBox slug={slug} storeName={detail.store.name} />
          <StoreCategoryStrip slug={slug} categories={categories} />
        </div>
        {/* The tags fail quietly: the page is whole without them. */}
        {tags.data && <StoreTagStrip slug={slug} tags={tags.data} />}

        {categories.length > 0 ? (
          categories.map((category, index) => (
            <CarouselRow
              key={category.category_id}
              title={category.category_name}
              itemClassName={PRODUCT_ITEM}
              // The first row may reach into the first screen; the rest are laid out as they near.
              belowFold={index > 0}
              action={{
                to: storeSearchPath(slug, { category: category.category_id }),
                text: t('store.seeMore'),
                label: t('store.seeMoreOf', { category: category.category_name }),
              }}
            >
              {category.products.map((product) => (
                <ProductCard key={product.product_id} product={product} />
              ))}
            </CarouselRow>
          ))
        ) : (
          <div className="py-6">
            <EmptyMessage>{t('store.noProducts')}</EmptyMessage>
          </div>
        )}

        <StoreRatingBreakdown breakdown={detail.rating_breakdown} />
        <StoreReviews slug={slug} reviews={detail.reviews} belowFold={categories.length > 0} />
        {contacts.length > 0 && <StoreContactBlock contacts={contacts} />}
      </PageContainer>
    </>
  );
}

/**
 * The store's reviews, newest first as the page brings them, or in the order the shopper picks
 * (highest or lowest rating first, asked of the API); below the fold after the store's product rows.
 */
function StoreReviews({ slug, reviews, belowFold }: { slug: string; reviews: StoreDetail['reviews']; belowFold: boolean }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  // The list in the order before stays up while the new order comes.
  const sorted = useQuery({ ...storeReviewsQuery(slug, sort), enabled: sort !== 'newest', placeholderData: keepPreviousData });
  const shown = sort === 'newest' ? reviews : (sorted.data ?? reviews);
  if (reviews.length > 0) {
    return (
      <CarouselRow
        title={t('store.reviewsTitle')}
        subtitle={reviews.length > 1 ? <ReviewSortSelect value={sort} onChange={setSort} /> : undefined}
        itemClassName={REVIEW_ITEM}
        belowFold={belowFold}
        estimatedHeight={REVIEW_ROW_HEIGHT}
        staticItems
      >
        {shown.map((review) => (
          <ReviewCard key={review.review_id} review={review} badge={review.verified ? <VerifiedBadge /> : undefined} />
        ))}
      </CarouselRow>
    );
  }
  return (
    <section aria-labelledby="store-reviews" className="py-6 sm:py-8">
      <h2 id="store-reviews" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('store.reviewsTitle')}
      </h2>
      <p className="mt-3 text-slate-700">{t('store.noReviews')}</p>
    </section>
  );
}

function StoreLoading() {
  return (
    <div role="status" aria-label={t('store.loading')}>
      <StoreHeaderSkeleton />
      <PageContainer className="py-8">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={index >= 2 ? 'hidden sm:block' : undefined}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      </PageContainer>
    </div>
  );
}
