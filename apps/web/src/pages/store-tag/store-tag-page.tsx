import { t } from '@plaza/domain/messages/es-store-pages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { ProductCard, ProductCardSkeleton } from '../../features/product/product-card';
import { storePath } from '../../features/store/store-card';
import { storeTagProductsQuery, storeTagsQuery } from '../../features/store/store-queries';
import { StoreTagStrip } from '../../features/store/store-tag-strip';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageContainer } from '../../ui/page-container';
import { EmptyMessage, PageMessage } from '../../ui/page-message';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product-grid';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';

/** /stores/{slug}/tags/{tagSlug}: the store's products that carry one tag. */
export function StoreTagPage() {
  const params = useParams();
  const slug = params.slug ?? '';
  const tagSlug = params.tagSlug ?? '';
  // The store's tags are its information here (the call fails for an unknown store); its name
  // comes with the products. Both arrive embedded in the page on a first visit.
  const tags = useQuery(storeTagsQuery(slug));
  const products = useQuery(storeTagProductsQuery(slug, tagSlug));

  useErrorPolicy(tags.error ?? products.error);

  const tag = tags.data?.find((entry) => entry.slug === tagSlug);
  const title = tag ? t('store.tagTitle', { name: tag.name }) : undefined;
  useDocumentTitle(title);

  // A 404 will not change on a second try; anything else may.
  const retry = (query: typeof tags | typeof products) =>
    query.error instanceof HttpError && query.error.status === 404 ? undefined : () => void query.refetch();
  if (tags.isError) return <PageMessage title={t('store.storeInfoError')} onRetry={retry(tags)} retrying={tags.isFetching} />;
  if (products.isError)
    return (
      <PageMessage
        title={t('store.tagLoadError')}
        linkTo={storePath(slug)}
        linkText={t('store.backToStoreGeneric')}
        onRetry={retry(products)}
        retrying={products.isFetching}
      />
    );

  const storeName = products.data?.[0]?.store_name;
  return (
    <PageContainer className="py-6 sm:py-10">
      <Link
        to={storePath(slug)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-brand-800 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-5" />
        {storeName ? t('store.backToStore', { name: storeName }) : t('store.backToStoreGeneric')}
      </Link>
      {title ? (
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      ) : tags.isPending ? (
        <Skeleton className="mt-2 h-8 w-72 max-w-full" />
      ) : (
        // Products but no such tag among the store's: its slug still names it.
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('store.tagTitle', { name: tagSlug })}</h1>
      )}
      {tags.data && tags.data.length > 1 && (
        <div className="mt-2">
          <StoreTagStrip slug={slug} tags={tags.data} currentTag={tagSlug} />
        </div>
      )}

      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton label={t('store.loadingProducts')} skeleton={() => <ProductCardSkeleton />} />
        ) : products.data.length === 0 ? (
          <EmptyMessage>{t('store.tagEmpty')}</EmptyMessage>
        ) : (
          <ProductGrid heading={t('store.tagProducts')}>
            {products.data.map((product) => (
              <ProductCard key={product.product_id} product={product} />
            ))}
          </ProductGrid>
        )}
      </div>
    </PageContainer>
  );
}
