import { t } from '@plaza/domain/messages/es-profile';
import { DataSaverSetting } from '../../features/profile/data-saver-setting';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { AccountDrawer, AccountNav } from '../../features/profile/account-nav';
import { accountSection } from '../../features/profile/account-sections';
import { ProfileSection } from '../../features/profile/profile-section';
import { OrdersSection } from '../../features/orders/orders-section';
import { FavoritesSection } from '../../features/favorites/favorites-section';
import { ReferralsSection } from '../../features/referrals/referrals-section';
import { useLogout } from '../../features/session/use-logout';
import { PageContainer } from '../../ui/page-container';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RetryNotice } from '../../ui/page-message';

/**
 * The account page: a side nav (a drawer on phones) and the chosen section, named by `?section=`.
 */
export function ProfilePage() {
  const [searchParams] = useSearchParams();
  const section = accountSection(searchParams.get('section'));
  const title = t(`profile.sections.${section}`);
  useDocumentTitle(title);
  const session = useSession();
  const user = session.data ?? null;
  const logout = useLogout();
  const nav = { current: section, onLogout: () => logout.mutate(), loggingOut: logout.isPending };

  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:items-start md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="sticky top-[calc(var(--header-height)+1.5rem)] hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 md:block">
          <p className="px-3 pt-1 pb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('profile.title')}</p>
          <AccountNav {...nav} />
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex items-center gap-1 sm:mb-6">
            <AccountDrawer {...nav} />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          </div>
          {section === 'profile' &&
            (user ? (
              <>
                <ProfileSection key={user.id} userId={user.id} />
                <DataSaverSetting />
              </>
            ) : (
              // Opened offline, before the session could be asked for.
              session.isError && (
                <RetryNotice message={t('profile.loadError')} onRetry={() => void session.refetch()} retrying={session.isFetching} />
              )
            ))}
          {section === 'orders' && <OrdersSection />}
          {section === 'favorites' && <FavoritesSection />}
          {section === 'referrals' && <ReferralsSection />}
        </div>
      </div>
    </PageContainer>
  );
}
