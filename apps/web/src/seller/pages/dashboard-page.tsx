import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { formatPrice } from '@plaza/domain/money';
import type { Dashboard } from '@plaza/domain/schemas/panel-dashboard';
import { cardImageUrl } from '../../api/image-url';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { spanishDates } from '../../ui/date-format';
import { Stars } from '../../ui/stars';
import { dashboardQuery } from '../api/dashboard';
import { useCurrentStore } from '../current-store';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { ReportReview } from '../../features/reviews/report-review';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';

const reviewDate = spanishDates({ day: 'numeric', month: 'short', year: 'numeric' });

const ordersLabel = (count: number) => (count === 1 ? tp('storeScreens.dashboard.ordersOne') : tp('storeScreens.dashboard.ordersCount', { count }));

/** One period's orders and its sales, one line per currency: amounts of two currencies are never added. */
function PeriodCard({ title, period }: { title: string; period: Dashboard['today'] }) {
  return (
    <section aria-labelledby={`period-${title}`} className={panelCard}>
      <h2 id={`period-${title}`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h2>
      <p className="mt-1 text-2xl font-bold text-slate-900">{ordersLabel(period.orders)}</p>
      <h3 className="sr-only">{tp('storeScreens.dashboard.salesByCurrency')}</h3>
      {period.sales.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{tp('storeScreens.dashboard.noSales')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-0.5">
          {period.sales.map((sale) => (
            <li key={sale.currency} className="text-base font-semibold text-emerald-800 tabular-nums">
              {formatPrice(sale.amount, sale.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StockSection({ dashboard }: { dashboard: Dashboard }) {
  const { low_stock: products, out_of_stock_count: out, low_stock_count: low } = dashboard;
  return (
    <section aria-labelledby="stock-title" className={`${panelCard} min-w-0`}>
      <h2 id="stock-title" className="text-lg font-bold text-slate-900">
        {tp('storeScreens.dashboard.stockTitle')}
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-slate-700">{tp('storeScreens.dashboard.stockEmpty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {out === 1 ? tp('storeScreens.dashboard.outOne') : tp('storeScreens.dashboard.outCount', { count: out })} ·{' '}
            {tp('storeScreens.dashboard.lowCount', { count: low })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {products.map((product) => (
              <li key={product.product_id}>
                <Link
                  to={`/seller/products/${product.product_id}`}
                  className="flex min-h-14 items-center gap-3 rounded-lg py-2 hover:bg-slate-50"
                >
                  {product.image ? (
                    <img src={cardImageUrl(product.image)} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-11 shrink-0 rounded-md bg-slate-100" />
                  )}
                  <span className="line-clamp-2 min-w-0 flex-1 font-medium break-words text-slate-900">{product.name}</span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${
                      product.stock === 0 ? 'bg-rose-100 text-rose-800' : 'bg-amber-100 text-amber-900'
                    }`}
                  >
                    {product.stock === 0 ? tp('storeScreens.dashboard.outOfStock') : tp('storeScreens.dashboard.unitsLeft', { count: product.stock })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {out + low > products.length ? (
            <Link to="/seller/products?low_stock=1&status=visible" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2">
              {tp('storeScreens.dashboard.seeLowStock')}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewsSection({ reviews, storeId }: { reviews: Dashboard['reviews']; storeId: number }) {
  return (
    <section aria-labelledby="reviews-title" className={`${panelCard} min-w-0`}>
      <h2 id="reviews-title" className="text-lg font-bold text-slate-900">
        {tp('storeScreens.dashboard.reviewsTitle')}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-slate-700">{tp('storeScreens.dashboard.reviewsEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {reviews.map((review) => (
            <li key={review.review_id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Stars rating={review.rating} size="sm" />
                <span className="text-sm font-semibold text-slate-900">{review.user_name}</span>
                <time dateTime={review.created_at} className="text-xs text-slate-600">
                  {reviewDate(new Date(review.created_at))}
                </time>
              </div>
              <Link to={`/seller/products/${review.product_id}`} className="self-start text-sm text-brand-800 underline underline-offset-2">
                {tp('storeScreens.dashboard.reviewOf', { product: review.product_name })}
              </Link>
              {review.comment ? <p className="text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p> : null}
              <ReportReview path={`/api/store_admin/stores/${storeId}/reviews/${review.review_id}/report`} authorName={review.user_name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The panel's first screen: how today and this week went, what is running out, what shoppers said. */
export function DashboardPage() {
  const store = useCurrentStore();
  const dashboard = useQuery(dashboardQuery(store.store_id));
  return (
    <>
      <PageHeader title={tp('storeScreens.dashboard.title')} />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <LoadError onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <PeriodCard title={tp('storeScreens.dashboard.today')} period={dashboard.data.today} />
            <PeriodCard title={tp('storeScreens.dashboard.week')} period={dashboard.data.week} />
          </div>
          {dashboard.data.week.orders === 0 ? (
            <EmptyState>
              <p>{tp('storeScreens.dashboard.quietWeek')}</p>
              <div className="mt-3 flex flex-wrap justify-center gap-2">
                <Link to="/seller/products/new" className={primaryButton}>
                  {tp('storeScreens.dashboard.addProduct')}
                </Link>
                <Link to="/seller/coupons" className={secondaryButton}>
                  {tp('storeScreens.dashboard.addCoupon')}
                </Link>
              </div>
            </EmptyState>
          ) : null}
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <StockSection dashboard={dashboard.data} />
            <ReviewsSection reviews={dashboard.data.reviews} storeId={store.store_id} />
          </div>
        </div>
      )}
    </>
  );
}
