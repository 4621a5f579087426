import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { calendarLongDate } from '@plaza/domain/dates';
import { ta } from '@plaza/domain/messages/es-admin';
import { QUEUE_REASON_MAX, queueReasonSchema, type QueueItems } from '@plaza/domain/schemas/queue';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { failureMessage } from '../../panel-ui/server-errors';
import { queueItemsQuery, useQueueAction, type QueueAction } from '../api/queue';
import { formatDay } from '../ui/dates';
import { ActionNotice } from '../ui/notice';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';
import { badge, dangerOutlineButton, outlineButton, rowLink } from '../ui/styles';

/** An action that needs a reason, waiting in the dialog: its title, what it says, and the call it makes. */
type Asking = { title: string; body: string; confirm: string; path: string };

type Act = (action: QueueAction) => void;
type Ask = (asking: Asking) => void;

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `queue-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-2 flex items-center gap-2 text-lg font-bold text-slate-900">
        {title} <span className={count > 0 ? badge.bad : badge.neutral}>{count}</span>
      </h2>
      {count > 0 ? <ul className="flex flex-col gap-3">{children}</ul> : null}
    </section>
  );
}

function Buttons({ children }: { children: ReactNode }) {
  return <div className="mt-3 flex flex-wrap gap-2">{children}</div>;
}

function Applications({ items, act, ask, busy }: { items: QueueItems['applications']; act: Act; ask: Ask; busy: boolean }) {
  return items.map((item) => (
    <li key={item.id} className={panelCard}>
      <p className="font-semibold break-words text-slate-900">
        {ta('queue.applicationLine', { store: item.store_name, name: `${item.name} ${item.last_name}`.trim(), email: item.email, plan: item.plan_name })}
      </p>
      <p className="text-sm text-slate-700">{formatDay(item.created_at)}</p>
      {item.awaiting_confirmation ? <p className={`${badge.warning} mt-1`}>{ta('queue.awaitingConfirmation')}</p> : null}
      <Buttons>
        <button type="button" className={outlineButton} disabled={busy} aria-label={ta('queue.approveNamed', { store: item.store_name })} onClick={() => act({ path: `applications/${item.id}/approve` })}>
          {ta('queue.approve')}
        </button>
        <button
          type="button"
          className={dangerOutlineButton}
          disabled={busy}
          aria-label={ta('queue.rejectNamed', { store: item.store_name })}
          onClick={() => ask({ title: ta('queue.rejectTitle', { store: item.store_name }), body: ta('queue.rejectBody'), confirm: ta('queue.reject'), path: `applications/${item.id}/reject` })}
        >
          {ta('queue.reject')}
        </button>
      </Buttons>
    </li>
  ));
}

/** An overdue store: the admin records its payment on its billing screen; a moderator only sees it wait (payments are the admins'). */
function Overdue({ items, moderator }: { items: QueueItems['overdue']; moderator: boolean }) {
  return items.map((item) => (
    <li key={item.store_id} className={panelCard}>
      <p className="font-semibold break-words text-slate-900">{item.store_name}{item.plan_name ? ` · ${item.plan_name}` : ''}</p>
      <p className="text-sm text-slate-700">{ta('queue.overdueLine', { date: calendarLongDate(item.paid_through) })}</p>
      {item.stopped ? <p className={`${badge.bad} mt-1`}>{ta('queue.overdueStopped')}</p> : null}
      {moderator ? null : (
        <Buttons>
          <Link to={`/admin/stores/${item.store_id}/billing`} className={rowLink} aria-label={ta('queue.recordPaymentNamed', { store: item.store_name })}>
            {ta('queue.recordPayment')}
          </Link>
        </Buttons>
      )}
    </li>
  ));
}

function Reviews({ items, act, ask, busy }: { items: QueueItems['reported_reviews']; act: Act; ask: Ask; busy: boolean }) {
  return items.map((item) => (
    <li key={item.review_id} className={panelCard}>
      <p className="font-semibold break-words text-slate-900">
        {ta('queue.reviewLine', { rating: item.rating, author: item.author, product: item.product_name, store: item.store_name })}
      </p>
      {item.comment ? <p className="mt-1 break-words whitespace-pre-line text-slate-900">{item.comment}</p> : null}
      <ul className="mt-2 flex flex-col gap-1 border-l-2 border-rose-200 pl-3 text-sm text-slate-700">
        {item.reports.map((report, index) => (
          <li key={index} className="break-words">
            {report.by_seller ? ta('queue.reportBySeller', { reason: report.reason }) : ta('queue.reportLine', { reason: report.reason })}
          </li>
        ))}
      </ul>
      <Buttons>
        <button type="button" className={outlineButton} disabled={busy} aria-label={ta('queue.keepReviewNamed', { author: item.author })} onClick={() => act({ path: `reviews/${item.review_id}/keep` })}>
          {ta('queue.keepReview')}
        </button>
        <button
          type="button"
          className={dangerOutlineButton}
          disabled={busy}
          aria-label={ta('queue.removeReviewNamed', { author: item.author })}
          onClick={() => ask({ title: ta('queue.removeTitle', { author: item.author }), body: ta('queue.removeBody'), confirm: ta('queue.removeReview'), path: `reviews/${item.review_id}/remove` })}
        >
          {ta('queue.removeReview')}
        </button>
      </Buttons>
    </li>
  ));
}

function Suspensions({ items, act, busy }: { items: QueueItems['suspensions']; act: Act; busy: boolean }) {
  return items.map((item) => (
    <li key={item.store_id} className={panelCard}>
      <p className="font-semibold break-words text-slate-900">{item.store_name}</p>
      <p className="text-sm break-words text-slate-700">{ta('queue.suspensionLine', { date: formatDay(item.suspended_at), reason: item.reason })}</p>
      <Buttons>
        <button type="button" className={outlineButton} disabled={busy} aria-label={ta('queue.liftSuspensionNamed', { store: item.store_name })} onClick={() => act({ path: `suspensions/${item.store_id}/lift` })}>
          {ta('queue.liftSuspension')}
        </button>
        <button type="button" className={outlineButton} disabled={busy} aria-label={ta('queue.keepSuspensionNamed', { store: item.store_name })} onClick={() => act({ path: `suspensions/${item.store_id}/keep` })}>
          {ta('queue.keepSuspension')}
        </button>
      </Buttons>
    </li>
  ));
}

/**
 * Pendientes (/admin/queue): what waits for the operator, each item decided here in one or two
 * taps (a decision that needs a reason asks for it in a dialog; the reason is e-mailed). An
 * overdue store opens its billing screen, where the payment is recorded.
 */
export function QueuePage({ moderator = false }: { moderator?: boolean }) {
  const items = useQuery(queueItemsQuery());
  const action = useQueueAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);

  const act: Act = (request) => {
    setFailure(null);
    setNotice(null);
    action.mutate(request, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setAsking(null);
      },
      onError: (error) => setFailure(failureMessage(error, ta('queue.actionError'))),
    });
  };
  const data = items.data;
  const total = data ? data.applications.length + data.overdue.length + data.reported_reviews.length + data.suspensions.length : 0;

  return (
    <>
      <PageHeader title={ta('queue.title')} intro={ta('queue.intro')} />
      <ActionNotice>{notice}</ActionNotice>
      <div role="alert" className="empty:hidden">
        {failure && !asking ? <p className="mb-4 rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{failure}</p> : null}
      </div>
      {items.isPending ? (
        <LoadingState />
      ) : items.isError || !data ? (
        <LoadError message={failureMessage(items.error, ta('queue.loadError'))} onRetry={() => void items.refetch()} />
      ) : total === 0 ? (
        <EmptyState>{ta('queue.empty')}</EmptyState>
      ) : (
        <>
          <Section title={ta('queue.applications')} count={data.applications.length}>
            <Applications items={data.applications} act={act} ask={setAsking} busy={action.isPending} />
          </Section>
          <Section title={ta('queue.overdue')} count={data.overdue.length}>
            <Overdue items={data.overdue} moderator={moderator} />
          </Section>
          <Section title={ta('queue.reportedReviews')} count={data.reported_reviews.length}>
            <Reviews items={data.reported_reviews} act={act} ask={setAsking} busy={action.isPending} />
          </Section>
          <Section title={ta('queue.suspensions')} count={data.suspensions.length}>
            <Suspensions items={data.suspensions} act={act} busy={action.isPending} />
          </Section>
        </>
      )}
      <ReasonDialog
        title={asking?.title ?? null}
        body={asking?.body ?? ''}
        label={ta('queue.reason')}
        max={QUEUE_REASON_MAX}
        schema={queueReasonSchema}
        confirmLabel={asking?.confirm ?? ''}
        pendingLabel={ta('queue.confirming')}
        pending={action.isPending}
        error={asking ? failure : null}
        onConfirm={(reason) => asking && act({ path: asking.path, reason })}
        onClose={() => {
          setAsking(null);
          setFailure(null);
        }}
      />
    </>
  );
}
