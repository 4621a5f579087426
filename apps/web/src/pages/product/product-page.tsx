import { t } from '@plaza/domain/messages/es-product-page';
import type { ProductDetail } from '@plaza/domain/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { FavoriteButton } from '../../features/product/favorite';
import { ProductGallery } from '../../features/product/product-gallery';
import { parseProductId } from '../../features/product/product-id';
import { productQuery } from '../../features/product/product-queries';
import { LazyProductReviews } from '../../features/product/lazy-product-reviews';
import { PurchaseBar, PurchasePanel, usePurchase } from '../../features/product/purchase-panel';
import { ReferralBlock } from '../../features/product/referral-block';
import { ShareButton } from '../../features/share/share-button';
import { RelatedProducts } from '../../features/product/related-products';
import { primaryButton } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-container';
import { PageMessage } from '../../ui/page-message';
import { Skeleton } from '../../ui/skeleton';
import { Stars } from '../../ui/stars';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /store/{storeId}/product/{productId} (spec section 2). */
export function ProductPage() {
  const { productId } = useParams();
  const id = parseProductId(productId);
  if (id === undefined) return <ProductNotFound />;
  // Keyed so that moving to a related product starts from fresh state (quantity, date, gallery).
  return <ProductView key={id} id={id} />;
}

function ProductView({ id }: { id: number }) {
  // The route's loader has already asked for the product, its reviews and related products.
  const product = useQuery(productQuery(id));
  useDocumentTitle(product.data?.name);

  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError) {
    if (product.error instanceof HttpError && product.error.status === 404) return <ProductNotFound />;
    return <PageMessage title={t('product.loadError')} onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  }
  return <ProductDetails product={product.data} />;
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const purchase = usePurchase(product);
  return (
    <PageContainer className="pt-4 sm:pt-8">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
          <ProductGallery product={product} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Link
              to={`/stores/${product.store_slug}`}
              className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('product.soldBy', { store: product.store_name })}
            </Link>
            {product.store_taking_orders === false && (
              <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300">
                {t('product.storePaused')}
              </p>
            )}
            <div className="flex items-start gap-2">
              <h1 className="flex-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{product.name}</h1>
              <FavoriteButton product={product} className="-mt-1 -mr-2 ring-1 ring-slate-200" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <a href="#reviews-title" className="rounded-md">
                <Stars rating={product.rating} count={product.reviews} />
              </a>
              <ShareButton
                target={{
                  kind: 'product',
                  name: product.name,
                  productId: product.product_id,
                  storeId: product.store_id,
                  referralCommission: Boolean(product.referral_commission),
                }}
              />
            </div>
          </div>
          <PurchasePanel purchase={purchase} />
          {/* The add-to-cart bar sits under the panel from Tailwind's `lg` on, below it sticks to the screen's bottom:
              both are drawn, the stylesheet shows one, so the server's HTML is right at every width. */}
          <PurchaseBar purchase={purchase} className="hidden lg:block" />
          <ReferralBlock product={product} />
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-lg font-bold text-slate-900">
              {t('product.description')}
            </h2>
            <p className="mt-2 break-words whitespace-pre-line text-slate-700">{product.description}</p>
          </section>
        </div>
      </div>
      <div className="mt-12 flex flex-col gap-12 pb-12">
        {/* Keyed by the product: going from one product to another starts them afresh (their lists, shown a moment
            behind their answers, never show the last product's, and a review half written stays with its product). */}
        <RelatedProducts key={`related-${product.product_id}`} productId={product.product_id} categoryId={product.category_id} />
        <LazyProductReviews key={`reviews-${product.product_id}`} productId={product.product_id} />
      </div>
      {/* Sticky, not fixed: the bar stays at the bottom of the screen until the page's content ends, so it never covers
          the footer. The right padding leaves room for the shell's scroll-to-top button. */}
      <PurchaseBar
        purchase={purchase}
        stuck
        className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white px-4 pt-2 pr-[4.5rem] pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] sm:-mx-6 sm:px-6 sm:pr-24 lg:hidden"
      />
    </PageContainer>
  );
}

function ProductNotFound() {
  return (
    <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('product.notFound')}</h1>
      <Link to="/" className={`${primaryButton} mt-8`}>
        {t('common.backHome')}
      </Link>
    </PageContainer>
  );
}

/** The page's shape while the product loads, so nothing moves when it arrives. */
function ProductPageSkeleton() {
  return (
    <PageContainer className="pt-4 pb-12 sm:pt-8">
      <div role="status" className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <span className="sr-only">{t('product.loading')}</span>
        <div className="flex flex-col gap-3">
          <Skeleton className="-mx-4 aspect-square rounded-none sm:mx-0 sm:rounded-2xl" />
          <div className="flex gap-2">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="size-16" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-8 w-4/5 sm:h-9" />
            <Skeleton className="h-5 w-28" />
          </div>
          <Skeleton className="h-9 w-44" />
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-11 w-36 rounded-full" />
          </div>
          <Skeleton className="hidden h-11 w-64 rounded-full lg:block" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
