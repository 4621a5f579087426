import { t } from '@plaza/domain/messages/es-product-page';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { relatedProducts, relatedProductsQuery } from './product-queries';

/** Cards held while the related products load: one row on wide screens. */
const SKELETON_CARDS = 4;

/** Other products of the same category (spec section 7). Hidden when there are none or the call fails. */
export function RelatedProducts({ productId, categoryId }: { productId: number; categoryId: number }) {
  const related = useQuery({ ...relatedProductsQuery(categoryId), select: (answer) => relatedProducts(answer, productId) });
  // Spec section 8: a failed list is only logged.
  useEffect(() => {
    if (related.error) console.warn('Could not load the related products', related.error);
  }, [related.error]);
  // The answer comes in while the page is in use: its cards are drawn in a render that gives way to
  // taps and frames (an answer from the store arrives in an urgent one, a slow phone's longest
  // task after the page's start). The skeletons stay meanwhile.
  const products = useDeferredValue(related.data);
  if (related.isError || (related.isSuccess && related.data.length === 0)) return null;

  return (
    <section aria-labelledby="related-title" aria-busy={products === undefined || undefined}>
      <h2 id="related-title" className="text-xl font-bold text-slate-900">
        {t('product.related')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {products === undefined
          ? Array.from({ length: SKELETON_CARDS }, (_, key) => (
              <li key={key}>
                <ProductCardSkeleton />
              </li>
            ))
          : products.map((product) => (
              <li key={product.product_id}>
                <ProductCard product={product} />
              </li>
            ))}
      </ul>
    </section>
  );
}
