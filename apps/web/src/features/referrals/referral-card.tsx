import { RECENT_REFERRAL_SALES, orderNumber } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-profile';
import { formatPrice } from '@plaza/domain/money';
import type { ReferralGroup } from '@plaza/domain/schemas/referral';
import { Link } from 'react-router';
import { cardImageUrl } from '../../api/image-url';
import { referralUrl } from './referral-link';
import { ReferralShare } from './referral-share';
import { useSetReferralActive } from './use-referral-mutations';
import { spanishDates } from '../../ui/date-format';

export type Referral = ReferralGroup['referrals'][number];

const dateFormat = spanishDates({ dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(date);
}

type SaleStatus = NonNullable<Referral['referral_sales'][number]['status']>;

const SALE_TONES: Record<SaleStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  earned: 'bg-emerald-100 text-emerald-900',
  void: 'bg-slate-200 text-slate-800',
};

const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60';

interface ReferralCardProps {
  referral: Referral;
  onDelete: (referral: Referral) => void;
}

/** One link: its product, the address to share, its state, its latest sales and what it has earned. */
export function ReferralCard({ referral, onDelete }: ReferralCardProps) {
  const { product } = referral;
  const productName = product?.name ?? t('referrals.thisProduct');
  const image = cardImageUrl(product?.images[0]?.image);
  const setActive = useSetReferralActive(referral.referral_id);
  const hidden = referral.referral_sales_count - referral.referral_sales.length;
  const titleId = `referral-${referral.referral_id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="grid min-w-0 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:gap-6"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex gap-3">
          <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
            {image && <img src={image} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-full object-cover" />}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h4 id={titleId} className="font-semibold text-slate-900">
              {product ? (
                <Link to={`/store/${product.store_id}/product/${product.product_id}`} className="hover:text-brand-800 hover:underline">
                  {product.name}
                </Link>
              ) : (
                t('referrals.productUnavailable')
              )}
            </h4>
            <p className="text-sm text-slate-600">{t('referrals.createdAt', { date: formatDate(referral.referral_created_at) })}</p>
            <p>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${referral.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'}`}
              >
                <span aria-hidden="true" className={`size-2 rounded-full ${referral.active ? 'bg-emerald-600' : 'bg-slate-500'}`} />
                {referral.active ? t('referrals.active') : t('referrals.inactive')}
              </span>
            </p>
          </div>
        </div>

        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('referrals.linkLabel')}</p>
          <p className={`rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all ring-1 ring-slate-200 ${referral.active ? 'text-slate-900' : 'text-slate-500'}`}>
            {referralUrl(referral.referral_slug)}
          </p>
        </div>

        <div className="flex flex-wrap gap-2">
          {referral.active && <ReferralShare slug={referral.referral_slug} productName={productName} />}
          <button
            type="button"
            onClick={() => setActive.mutate(!referral.active)}
            disabled={setActive.isPending}
            aria-busy={setActive.isPending || undefined}
            aria-label={t(referral.active ? 'referrals.deactivateNamed' : 'referrals.activateNamed', { product: productName })}
            className={`${outlineButton} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`}
          >
            {referral.active ? t('referrals.deactivate') : t('referrals.activate')}
          </button>
          <button
            type="button"
            onClick={() => onDelete(referral)}
            aria-label={t('referrals.deleteNamed', { product: productName })}
            className={`${outlineButton} bg-white text-rose-800 ring-rose-200 hover:bg-rose-50`}
          >
            {t('referrals.delete')}
          </button>
        </div>
      </div>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
        <h5 className="text-sm font-semibold text-slate-900">{t('referrals.recentSales')}</h5>
        {referral.referral_sales.length === 0 ? (
          <p className="text-sm text-slate-600">{t('referrals.noSales')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {referral.referral_sales.map((sale) => (
              <li key={sale.order_id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <span className="font-medium text-slate-900">
                  {t('referrals.order', { number: orderNumber(sale.order_id) })}
                  <span className="ml-2 font-normal text-slate-600">{formatDate(sale.created_at)}</span>
                </span>
                <span className="flex items-baseline gap-2">
                  {sale.status && (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SALE_TONES[sale.status]}`}>{t(`referrals.saleStatus.${sale.status}`)}</span>
                  )}
                  <span className={`font-semibold tabular-nums ${sale.status === 'void' ? 'text-slate-600 line-through' : 'text-emerald-800'}`}>
                    +{formatPrice(sale.commission_amount, product?.currency)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {referral.referral_sales_count > RECENT_REFERRAL_SALES && hidden > 0 && (
          <p className="text-sm text-slate-600">{t('referrals.more', { count: hidden })}</p>
        )}
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm ring-1 ring-emerald-100">
          <span className="font-semibold text-emerald-950">{t('referrals.commissionTotal')}</span>
          <span className="font-bold text-emerald-900 tabular-nums">{formatPrice(referral.commission_total, product?.currency)}</span>
        </p>
      </div>
    </article>
  );
}
