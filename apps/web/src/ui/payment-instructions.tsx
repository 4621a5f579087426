import { t } from '@plaza/domain/messages/es-checkout';
import type { CreatedOrder } from '@plaza/domain/schemas/order';
import { useId } from 'react';

interface PaymentInstructionsProps {
  payment: CreatedOrder['payment'];
  /** The heading's level where the block sits: under the page's h1, or inside an order card. */
  heading: 'h2' | 'h4';
  className?: string;
}

/**
 * How to pay an order that waits for payment: its method's instructions as the seller wrote them
 * (a card or account number, where to pay), line breaks kept. Nothing when there are none (the
 * server sends none once the order is paid or cancelled).
 */
export function PaymentInstructions({ payment, heading: Heading, className = '' }: PaymentInstructionsProps) {
  const id = useId();
  if (!payment.instructions) return null;
  return (
    <section aria-labelledby={id} className={`rounded-xl bg-teal-50 px-4 py-3 text-left ring-1 ring-teal-200 ${className}`}>
      <Heading id={id} className="text-sm font-bold text-teal-950">
        {t('orders.howToPay', { method: payment.method })}
      </Heading>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 select-text">{payment.instructions}</p>
    </section>
  );
}
