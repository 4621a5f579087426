import { t } from '@plaza/domain/messages/es';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { primaryButton, secondaryButton } from '../ui/button-styles';
import { PageContainer } from '../ui/page-container';
import { useOnline } from '../ui/use-online';

/**
 * The routes' error boundary: a 404 thrown by a loader shows the 404 page; anything else
 * (a failed render, a page chunk that no longer exists after a deploy or that could not be
 * downloaded offline) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('shell.errorTitle')}</h1>
      <p className="mt-3 max-w-md text-slate-700">{online ? t('shell.errorBody') : t('offline.checkConnection')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <Link to="/" className={secondaryButton}>
          {t('common.backHome')}
        </Link>
      </div>
    </PageContainer>
  );
}
