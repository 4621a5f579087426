import { t } from '@plaza/domain/messages/es';
import { PageContainer } from './page-container';

interface UnderConstructionProps {
  title: string;
}

/** What a route shows until its issue builds the real page: its title and a plain notice. */
export function UnderConstruction({ title }: UnderConstructionProps) {
  return (
    <PageContainer className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
        {t('common.underConstruction')}
      </p>
    </PageContainer>
  );
}
