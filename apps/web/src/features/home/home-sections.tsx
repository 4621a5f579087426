import { t } from '@plaza/domain/messages/es-home';
import type { Product } from '@plaza/domain/schemas/product';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import { Link } from 'react-router';
import { CarouselRow, PRODUCT_ITEM, REVIEW_ITEM, REVIEW_ROW_HEIGHT, STORE_ITEM, STORE_ROW_HEIGHT, type CarouselAction } from '../../ui/carousel-row';
import { ReviewCard } from '../../ui/review-card';
import { ProductCard, ProductCardSkeleton } from '../product/product-card';
import { productPath } from '../product/product-path';
import { StoreCard, StoreCardSkeleton } from '../store/store-card';
import type { HomeReview } from './home-queries';

/** Placeholders while a row loads: as many as fill a wide screen. */
const ROW_SKELETONS = 5;

interface ProductRowProps {
  title: string;
  /** undefined while loading: the row shows skeleton cards. */
  products: Product[] | undefined;
  action?: CarouselAction;
  /** The row stands below the first screen (see CarouselRow). */
  belowFold?: boolean;
}

/** A titled row of product cards. */
export function ProductRow({ title, products, action, belowFold }: ProductRowProps) {
  return (
    <CarouselRow title={title} action={action} itemClassName={PRODUCT_ITEM} belowFold={belowFold}>
      {products
        ? products.map((product) => <ProductCard key={product.product_id} product={product} />)
        : Array.from({ length: ROW_SKELETONS }, (_, index) => <ProductCardSkeleton key={index} />)}
    </CarouselRow>
  );
}

interface StoreRowProps {
  title: string;
  subtitle?: string;
  stores: StoreSummary[] | undefined;
  action?: CarouselAction;
  /** The row stands below the first screen (see CarouselRow). */
  belowFold?: boolean;
}

/** A titled row of store cards. */
export function StoreRow({ title, subtitle, stores, action, belowFold }: StoreRowProps) {
  return (
    <CarouselRow title={title} subtitle={subtitle} action={action} itemClassName={STORE_ITEM} belowFold={belowFold} estimatedHeight={STORE_ROW_HEIGHT}>
      {stores
        ? stores.map((store) => <StoreCard key={store.store_id} store={store} />)
        : Array.from({ length: ROW_SKELETONS }, (_, index) => <StoreCardSkeleton key={index} />)}
    </CarouselRow>
  );
}

/** The customers' latest reviews, each naming the product it is about; near the end of the page. */
export function ReviewsRow({ reviews }: { reviews: HomeReview[] }) {
  return (
    <CarouselRow title={t('home.reviewsTitle')} itemClassName={REVIEW_ITEM} belowFold estimatedHeight={REVIEW_ROW_HEIGHT}>
      {reviews.map((review) => (
        <ReviewCard
          key={review.review_id}
          review={review}
          about={
            <Link
              to={productPath({ store_id: review.store_id, product_id: review.product_id })}
              className="line-clamp-2 text-brand-800 underline-offset-2 hover:underline"
            >
              {t('home.reviewAbout', { product: review.product_name })}
            </Link>
          }
        />
      ))}
    </CarouselRow>
  );
}

/** The closing banner inviting shop owners to sell on Plaza. */
export function SellerBanner() {
  return (
    <section
      aria-labelledby="seller-banner-title"
      className="my-8 overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-brand-950 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-12"
    >
      <div className="max-w-2xl">
        <h2 id="seller-banner-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {t('home.sellerTitle')}
        </h2>
        <p className="mt-3 text-brand-50 sm:text-lg">{t('home.sellerBody')}</p>
        <Link
          to="/become-a-seller"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50 active:bg-brand-100"
        >
          {t('home.sellerCta')}
        </Link>
      </div>
    </section>
  );
}
