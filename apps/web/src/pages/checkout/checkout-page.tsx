import { t } from '@plaza/domain/messages/es-checkout';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useCarts } from '../../features/cart/cart-store';
import { CheckoutForm } from '../../features/checkout/checkout-form';
import { OrderSuccess } from '../../features/checkout/order-success';
import type { PlacedOrder } from '../../features/checkout/use-place-order';
import { PageContainer } from '../../ui/page-container';
import { Spinner } from '../../ui/spinner';
import { useHydrated } from '../../ui/use-hydrated';
import { useDocumentTitle } from '../../ui/use-document-title';

function parseStoreId(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** /checkout/{storeId} (spec section 2). Visitors never get here: the route's loader sends them to /login. */
export function CheckoutPage() {
  useDocumentTitle(t('checkout.title'));
  const storeId = parseStoreId(useParams().storeId);
  const carts = useCarts();
  // Checked before the cart: the success screen clears the cart it was placed from.
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // The carts live in this browser only: the server (and the render that hydrates its HTML)
  // cannot tell an empty cart from one it has not read yet, so neither sends anyone home.
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <PageContainer className="py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
        <div role="status" aria-label={t('common.loading')} className="flex justify-center py-16">
          <Spinner />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      </PageContainer>
    );
  }
  if (placed && placed.storeId === storeId) return <OrderSuccess placed={placed} />;
  const cart = carts.find((other) => other.storeId === storeId);
  if (!cart || cart.items.length === 0) return <Navigate to="/" replace />;

  return (
    <PageContainer className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-1 mb-5 text-slate-600 sm:mb-8">{t('checkout.store', { store: cart.storeName })}</p>
      <CheckoutForm key={cart.storeId} cart={cart} onPlaced={setPlaced} />
    </PageContainer>
  );
}
