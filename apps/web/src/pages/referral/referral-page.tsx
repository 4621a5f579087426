import { t as accountText } from '@plaza/domain/messages/es-account';
import { t } from '@plaza/domain/messages/es-product-page';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { rememberRefSlug } from '../../features/referrals/ref-slug';
import { referralTargetQuery } from '../../features/referrals/referral-queries';
import { notify } from '../../ui/notify';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';

/** A link that does not exist, is inactive or is malformed (the server refuses it with 400). */
function isInvalidLink(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

function isMaintenance(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 502 || error.status === 503);
}

/**
 * /ref/{refSlug}: resolves a shared referral link, keeps its slug for the order (ref_slug) and
 * replaces itself with the product page; on failure, a toast and the home page (spec section 8).
 */
export function ReferralPage() {
  useDocumentTitle(accountText('pages.referral'));
  const { refSlug = '' } = useParams();
  const navigate = useNavigate();
  const target = useQuery(referralTargetQuery(refSlug));
  // StrictMode runs effects twice in development: one redirect, one toast.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    if (target.isSuccess) {
      done.current = true;
      rememberRefSlug(refSlug, target.data.product_id);
      void navigate(`/store/${target.data.store_id}/product/${target.data.product_id}`, { replace: true });
    } else if (target.isError) {
      done.current = true;
      if (isInvalidLink(target.error)) notify(t('referral.invalid'), 'error');
      else if (!isMaintenance(target.error)) notify(t('referral.processError'), 'error');
      void navigate('/', { replace: true });
    }
  }, [target.isSuccess, target.isError, target.data, target.error, refSlug, navigate]);

  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-10" />
      <h1 className="font-medium text-slate-700">{t('referral.processing')}</h1>
    </div>
  );
}
