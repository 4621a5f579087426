import { t } from '@plaza/domain/messages/es-trust';

function CheckIcon() {
  return (
    <svg className="size-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
    </svg>
  );
}

/** 'Compra verificada': the review's author paid an order with this product (the server decides). */
export function VerifiedBadge() {
  return (
    <span title={t('trust.verifiedHint')} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <CheckIcon />
      {t('trust.verified')}
    </span>
  );
}
