import { t } from '@plaza/domain/messages/es-store-pages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { sectionQuery } from '../../features/home/home-queries';
import { ProductCard, ProductCardSkeleton } from '../../features/product/product-card';
import { PageContainer } from '../../ui/page-container';
import { EmptyMessage, PageMessage } from '../../ui/page-message';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product-grid';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';

/** /sections/{slug}: one custom section's products. */
export function SectionPage() {
  const slug = useParams().slug ?? '';
  const section = useQuery(sectionQuery(slug));
  const notFound = section.error instanceof HttpError && section.error.status === 404;
  useErrorPolicy(section.error);
  useDocumentTitle(section.data?.section_name ?? (notFound ? t('section.notFound') : undefined));

  if (section.isError) {
    if (notFound) return <PageMessage title={t('section.notFound')} />;
    return <PageMessage title={t('section.loadError')} onRetry={() => void section.refetch()} retrying={section.isFetching} />;
  }

  return (
    <PageContainer className="py-6 sm:py-10">
      {section.isPending ? (
        <>
          <Skeleton className="mb-6 h-8 w-64 max-w-full" />
          <ProductGridSkeleton label={t('section.loading')} skeleton={() => <ProductCardSkeleton />} />
        </>
      ) : (
        <>
          <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{section.data.section_name}</h1>
          {section.data.products.length === 0 ? (
            <EmptyMessage>{t('section.empty')}</EmptyMessage>
          ) : (
            <ProductGrid heading={t('section.products')}>
              {section.data.products.map((product) => (
                <ProductCard key={product.product_id} product={product} />
              ))}
            </ProductGrid>
          )}
        </>
      )}
    </PageContainer>
  );
}
