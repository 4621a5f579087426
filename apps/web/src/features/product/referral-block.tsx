import { t } from '@plaza/domain/messages/es-product-page';
import type { Product } from '@plaza/domain/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../api/error-policy';
import { sessionQuery, useSession } from '../../api/session';
import { secondaryButton } from '../../ui/button-styles';
import { notify } from '../../ui/notify';
import { createReferralLink, referralsEnabled } from '../referrals/referral-link';


/** Shown only for products that pay a referral commission; the rate itself is never shown. */
export function ReferralBlock({ product }: { product: Pick<Product, 'product_id' | 'referral_commission'> }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createReferralLink(product.product_id),
    onSuccess: () => notify(t('referral.created'), 'success'),
    onError: (error) => reportError(error, t('referral.createError')),
  });

  if (!product.referral_commission) return null;

  async function onCreate() {
    if (create.isPending) return;
    const user = session.isPending ? await queryClient.ensureQueryData(sessionQuery()) : session.data;
    if (!user) notify(t('referral.loginRequired'), 'info');
    else if (!referralsEnabled()) notify(t('referral.notEnabled'), 'info');
    else create.mutate();
  }

  return (
    <section aria-labelledby="referral-title" className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 id="referral-title" className="text-sm font-bold text-amber-950">
          {t('referral.title')}
        </h2>
        <p className="mt-1 text-sm text-amber-950/85">{t('referral.body')}</p>
      </div>
      <button type="button" onClick={() => void onCreate()} aria-busy={create.isPending || undefined} className={`${secondaryButton} shrink-0`}>
        {t('referral.create')}
      </button>
    </section>
  );
}
