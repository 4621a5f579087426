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
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
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

/** The address's product id: none for a new product; `validId` is false for one that cannot be an id. */
function readProductId(param: string | undefined) {
  const productId = param ? Number(param) : null;
  return { productId, validId: productId === null || (Number.isInteger(productId) && productId > 0) };
}

/** 'Reintentar' after a failed load: asks again for what failed, and only that. */
function RetryButton({ queries }: { queries: { isError: boolean; refetch: () => Promise<unknown> }[] }) {
  return (
    <button
      type="button"
      className={smallButton}
      onClick={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
    >
      {tp('productScreens.retry')}
    </button>
  );
}

/** The product's photos; a product not saved yet says they come after it is created. */
function ImagesSection({ storeId, product }: { storeId: number; product: PanelProduct | undefined }) {
  return (
    <section aria-labelledby="product-images-title" className={sectionBox}>
      <h2 id="product-images-title" className="text-base font-semibold text-slate-900">
        {tp('productScreens.sectionImages')}
      </h2>
      {product ? <ProductImages storeId={storeId} product={product} /> : <p className="text-sm text-slate-700">{tp('productScreens.imagesAfterCreate')}</p>}
    </section>
  );
}

type FormProps = Parameters<typeof ProductForm>[0];

/** The photos and the form, once what the form lists (and the product being edited) has loaded. */
function EditorBody({
  productId,
  categories,
  currencies,
  tags,
  ...props
}: Omit<FormProps, 'categories' | 'currencies' | 'tags'> & {
  productId: number | null;
  categories: FormProps['categories'] | undefined;
  currencies: FormProps['currencies'] | undefined;
  tags: FormProps['tags'] | undefined;
}) {
  if (!categories || !currencies || !tags || (productId !== null && !props.product)) return <Loading />;
  return (
    <>
      <ImagesSection storeId={props.storeId} product={props.product} />
      <ProductForm key={productId ?? 'new'} {...props} categories={categories} currencies={currencies} tags={tags} />
    </>
  );
}

/**
 * /seller/products/new and /seller/products/{productId}: the product's form and, once it exists,
 * its photos. A new product opens here in its editor after it is created, for its photos.
 */
export function ProductEditorPage() {
  const store = useCurrentStore();
  const { productId, validId } = readProductId(useParams().productId);
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
  const loads = [product, categories, currencies, tags];
  useErrorPolicy(loads.find((query) => query.error)?.error ?? null);

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
  if (loads.some((query) => query.isError)) {
    return (
      <PanelMessage title={tp('productScreens.loadProductError')}>
        <RetryButton queries={loads} />
        {back}
      </PanelMessage>
    );
  }
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
      <EditorBody
        storeId={store.store_id}
        productId={productId}
        product={product.data}
        categories={categories.data}
        currencies={currencies.data}
        tags={tags.data}
        onCreated={(id) => navigate(`/seller/products/${id}`, { state: { created: true } })}
      />
    </div>
  );
}
