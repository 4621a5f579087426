import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { HttpError } from '../../api/api-fetch';
import { categoriesQuery } from '../../features/categories/category-queries';
import { currenciesQuery } from '../../features/sellers/seller-queries';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { productQuery, storeTagsQuery } from '../api/products';
import { useCurrentStore } from '../current-store';
import { ProductForm } from '../products/product-form';
import { ProductImages } from '../products/product-images';
import { sectionBox, smallButton } from '../products/styles';
import { PanelMessage } from '../../panel-ui/panel-message';
import { HistoryTabs } from '../history/history-tabs';

function Loading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner className="size-6" />
      {tp('shell.loading')}
    </div>
  );
}

/**
 * /seller/products/new and /seller/products/{productId}: the product's form and, once it exists,
 * its photos. A new product opens here in its editor after it is created, for its photos.
 */
export function ProductEditorPage() {
  const store = useCurrentStore();
  const { productId: param } = useParams();
  const productId = param ? Number(param) : null;
  const validId = productId === null || (Number.isInteger(productId) && productId > 0);
  const navigate = useNavigate();
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const product = useQuery({ ...productQuery(store.store_id, productId ?? 0), enabled: productId !== null && validId });
  const categories = useQuery(categoriesQuery());
  const currencies = useQuery(currenciesQuery());
  const tags = useQuery(storeTagsQuery(store.store_id));
  const createdNotice = useRef<HTMLParagraphElement>(null);
  const title = productId === null ? tp('productScreens.newTitle') : tp('productScreens.editTitle');
  useDocumentTitle(title);
  useErrorPolicy(product.error ?? categories.error ?? currencies.error ?? tags.error);

  useEffect(() => {
    if (justCreated) createdNotice.current?.focus();
  }, [justCreated]);

  const back = (
    <Link to="/seller/products" className={`${smallButton} self-start`}>
      {tp('productScreens.backToList')}
    </Link>
  );
  if (!validId || (product.error instanceof HttpError && product.error.status === 404)) {
    return <PanelMessage title={tp('product.notFound')}>{back}</PanelMessage>;
  }
  const loadFailed = product.isError || categories.isError || currencies.isError || tags.isError;
  if (loadFailed) {
    return (
      <PanelMessage title={tp('productScreens.loadProductError')}>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            for (const query of [product, categories, currencies, tags]) if (query.isError) void query.refetch();
          }}
        >
          {tp('productScreens.retry')}
        </button>
        {back}
      </PanelMessage>
    );
  }
  const ready = categories.data && currencies.data && tags.data && (productId === null || product.data);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      {back}
      <h1 className="text-xl font-bold">{title}</h1>
      {productId !== null ? <HistoryTabs base={`/seller/products/${productId}`} entity="product" /> : null}
      {justCreated ? (
        <p ref={createdNotice} tabIndex={-1} role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {tp('productScreens.created')}
        </p>
      ) : null}
      {!ready ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="product-images-title" className={sectionBox}>
            <h2 id="product-images-title" className="text-base font-semibold text-slate-900">
              {tp('productScreens.sectionImages')}
            </h2>
            {product.data ? (
              <ProductImages storeId={store.store_id} product={product.data} />
            ) : (
              <p className="text-sm text-slate-700">{tp('productScreens.imagesAfterCreate')}</p>
            )}
          </section>
          <ProductForm
            key={productId ?? 'new'}
            storeId={store.store_id}
            product={product.data}
            categories={categories.data}
            currencies={currencies.data}
            tags={tags.data}
            onCreated={(id) => navigate(`/seller/products/${id}`, { state: { created: true } })}
          />
        </>
      )}
    </div>
  );
}
