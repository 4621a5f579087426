import { t } from '@plaza/domain/messages/es';
import { nextWholesaleTier, type PricedProduct } from '@plaza/domain/pricing';

interface WholesaleNudgeProps {
  product: PricedProduct & { currency?: string };
  quantity: number;
  now: Date;
  /** The money format of the screen it is on (the product page's, the cart's). */
  format: (minor: number, currency: string | undefined) => string;
  className?: string;
}

/**
 * 'Añade N más y paga X c/u' when more units would reach a cheaper wholesale tier: the order
 * service's own rule (nextWholesaleTier over unitPrice). Always in the page, empty otherwise, so
 * a screen reader hears it appear and change with the quantity.
 */
export function WholesaleNudge({ product, quantity, now, format, className = 'text-sm' }: WholesaleNudgeProps) {
  const next = nextWholesaleTier(product, quantity, now);
  return (
    <p aria-live="polite" className={`font-semibold text-emerald-800 ${className}`}>
      {next ? t('product.nextTier', { count: next.missing, price: format(next.unitPrice, product.currency) }) : ''}
    </p>
  );
}
