import type { Product } from '@plaza/domain/schemas/product';

/** The product page's address (spec section 2). */
export function productPath(product: Pick<Product, 'store_id' | 'product_id'>): string {
  return `/store/${product.store_id}/product/${product.product_id}`;
}
