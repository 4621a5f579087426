import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import {
  APPLICATION_STATUSES,
  REJECTION_REASON_MAX,
  applicationRejectionSchema,
  type AdminApplication,
  type ApplicationStatus,
} from '@plaza/domain/schemas/admin-ops';
import { primaryButton } from '../../ui/button-styles';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { useApproveApplication, useRejectApplication, applicationsQuery } from '../api/applications';
import { ActionDialog } from '../ui/action-dialog';
import { formatDay } from '../ui/dates';
import { ActionNotice } from '../ui/notice';
import { ReasonDialog } from '../ui/reason-dialog';
import { badge, dangerOutlineButton } from '../ui/styles';

const tabLabels: Record<ApplicationStatus, string> = {
  pending: ta('opsScreens.applications.pending'),
  approved: ta('opsScreens.applications.approved'),
  rejected: ta('opsScreens.applications.rejected'),
};

const emptyTexts: Record<ApplicationStatus, string> = {
  pending: ta('opsScreens.applications.emptyPending'),
  approved: ta('opsScreens.applications.emptyApproved'),
  rejected: ta('opsScreens.applications.emptyRejected'),
};

const periodLabel = (period: AdminApplication['billing_period']) =>
  period === 'yearly' ? ta('opsScreens.common.yearly') : ta('opsScreens.common.monthly');

const statusOf = (value: string | null): ApplicationStatus =>
  APPLICATION_STATUSES.find((status) => status === value) ?? 'pending';

/** The tabs as links (`?status=`): a tab can be shared, and Back returns to the previous one. */
function StatusTabs({ current }: { current: ApplicationStatus }) {
  return (
    <nav aria-label={ta('opsScreens.applications.tabs')} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200 whitespace-nowrap">
        {APPLICATION_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={status === 'pending' ? '?' : `?status=${status}`}
              aria-current={status === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                status === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              {tabLabels[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every field the applicant sent, the ids named (plan, category, municipality, currency). */
function ApplicationDetails({ application }: { application: AdminApplication }) {
  // [label, value, wide]: a wide value takes the whole row on a phone.
  const rows: [string, string, boolean?][] = [
    [ta('opsScreens.applications.applicant'), `${application.name} ${application.last_name}`, true],
    [ta('opsScreens.applications.email'), application.email, true],
    [ta('opsScreens.applications.phone'), application.phone ?? ta('opsScreens.applications.noPhone')],
    [
      ta('opsScreens.applications.plan'),
      ta('opsScreens.applications.planPeriod', { plan: application.plan_name, period: periodLabel(application.billing_period) }),
    ],
    [ta('opsScreens.applications.category'), application.category_name],
    [
      ta('opsScreens.applications.place'),
      ta('opsScreens.applications.placeName', { township: application.township_name, province: application.province_name }),
      true,
    ],
    [ta('opsScreens.applications.currency'), application.currency_code],
    [ta('opsScreens.applications.sentOn'), formatDay(application.created_at)],
  ];
  if (application.decided_at) rows.push([ta('opsScreens.applications.decidedOn'), formatDay(application.decided_at)]);
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
      {rows.map(([label, value, wide]) => (
        <div key={label} className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="col-span-2 lg:col-span-4">
        <dt className="font-medium text-slate-700">{ta('opsScreens.applications.description')}</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{application.description}</dd>
      </div>
      {application.reason ? (
        <div className="col-span-2 lg:col-span-4">
          <dt className="font-medium text-slate-700">{ta('opsScreens.applications.reason')}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{application.reason}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type Notice = { text: string; slug?: string };

/** Solicitudes: pending, approved and rejected applications; a pending one is approved or rejected here. */
export function ApplicationsPage() {
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const applications = useQuery(applicationsQuery(status));
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const closeApprove = () => {
    setApproving(null);
    approve.reset();
  };
  const closeReject = () => {
    setRejecting(null);
    reject.reset();
  };

  return (
    <>
      <PageHeader title={ta('opsScreens.applications.title')} intro={ta('opsScreens.applications.intro')} />
      <StatusTabs current={status} />
      <ActionNotice>
        {notice ? (
          <>
            {notice.text}{' '}
            {notice.slug ? (
              <Link reloadDocument to={`/stores/${notice.slug}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {ta('opsScreens.applications.openStore')}
              </Link>
            ) : null}
          </>
        ) : null}
      </ActionNotice>
      {applications.isPending ? (
        <LoadingState />
      ) : applications.isError ? (
        <LoadError onRetry={() => void applications.refetch()} />
      ) : applications.data.length === 0 ? (
        <EmptyState>{emptyTexts[status]}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {applications.data.map((application) => (
            <li key={application.id}>
              <article aria-labelledby={`application-${application.id}`} className={panelCard}>
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`application-${application.id}`} className="min-w-0 flex-1 text-lg font-bold break-words text-slate-900">
                    {application.store_name}
                  </h2>
                  {application.status === 'approved' ? <span className={badge.good}>{tabLabels.approved}</span> : null}
                  {application.status === 'rejected' ? <span className={badge.bad}>{tabLabels.rejected}</span> : null}
                </div>
                <ApplicationDetails application={application} />
                {application.store_slug ? (
                  <p className="mt-3 text-sm">
                    <Link reloadDocument to={`/stores/${application.store_slug}`} className="font-semibold text-brand-800 underline underline-offset-2">
                      {ta('opsScreens.common.viewOnPlaza')}
                    </Link>
                  </p>
                ) : null}
                {application.status === 'pending' ? (
                  <>
                    {application.awaiting_confirmation ? (
                      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{ta('opsScreens.applications.awaitingConfirmation')}</p>
                    ) : null}
                    <div className="mt-4 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={primaryButton}
                        disabled={application.awaiting_confirmation}
                        aria-label={ta('opsScreens.applications.approveNamed', { store: application.store_name })}
                        onClick={() => setApproving(application)}
                      >
                        {ta('opsScreens.applications.approve')}
                      </button>
                      <button
                        type="button"
                        className={dangerOutlineButton}
                        aria-label={ta('opsScreens.applications.rejectNamed', { store: application.store_name })}
                        onClick={() => setRejecting(application)}
                      >
                        {ta('opsScreens.applications.reject')}
                      </button>
                    </div>
                  </>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ActionDialog
        title={approving ? ta('opsScreens.applications.approveTitle', { store: approving.store_name }) : null}
        body={approving ? ta('opsScreens.applications.approveBody', { email: approving.email }) : ''}
        confirmLabel={ta('opsScreens.applications.approve')}
        pendingLabel={ta('opsScreens.applications.approving')}
        pending={approve.isPending}
        error={approve.isError ? failureMessage(approve.error, ta('opsScreens.common.actionError')) : null}
        onClose={closeApprove}
        onConfirm={() => {
          if (!approving) return;
          const { id, store_name } = approving;
          approve.mutate(id, {
            onSuccess: (store) => {
              setNotice({ text: ta('opsScreens.applications.approvedNotice', { store: store_name }), slug: store.slug });
              closeApprove();
            },
          });
        }}
      />
      <ReasonDialog
        title={rejecting ? ta('opsScreens.applications.rejectTitle', { store: rejecting.store_name }) : null}
        body={ta('opsScreens.applications.rejectBody')}
        label={ta('opsScreens.applications.rejectReason')}
        max={REJECTION_REASON_MAX}
        schema={applicationRejectionSchema}
        confirmLabel={ta('opsScreens.applications.reject')}
        pendingLabel={ta('opsScreens.applications.rejecting')}
        pending={reject.isPending}
        error={reject.isError ? failureMessage(reject.error, ta('opsScreens.common.actionError')) : null}
        onClose={closeReject}
        onConfirm={(reason) => {
          if (!rejecting) return;
          const { id, store_name } = rejecting;
          reject.mutate(
            { id, body: { reason } },
            {
              onSuccess: () => {
                setNotice({ text: ta('opsScreens.applications.rejectedNotice', { store: store_name }) });
                closeReject();
              },
            },
          );
        }}
      />
    </>
  );
}
