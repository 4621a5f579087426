import { t } from '@plaza/domain/messages/es';
import { Link } from 'react-router';
import { primaryButton } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-container';

export function NotFoundPage() {
  return (
    <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-700">{t('notFound.body')}</p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        {t('notFound.backHome')}
      </Link>
    </PageContainer>
  );
}
