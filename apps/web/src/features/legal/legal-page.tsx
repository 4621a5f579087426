import { t } from '@plaza/domain/messages/es-store-pages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageContainer } from '../../ui/page-container';
import { PageMessage } from '../../ui/page-message';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { LegalDocument } from './legal-document';
import { legalDocumentQuery, type LegalDocumentName } from './legal-queries';

interface LegalPageProps {
  document: LegalDocumentName;
  title: string;
  errorMessage: string;
}

/** Privacy policy and terms: the markdown document, a skeleton while it loads, the page's own error. */
export function LegalPage({ document: name, title, errorMessage }: LegalPageProps) {
  useDocumentTitle(title);
  const markdown = useQuery(legalDocumentQuery(name));
  useErrorPolicy(markdown.error);

  // A legal text is read from its start, wherever the previous page was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [name]);

  if (markdown.isError) return <PageMessage title={errorMessage} onRetry={() => void markdown.refetch()} retrying={markdown.isFetching} />;

  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="mx-auto max-w-4xl">
        {markdown.isPending ? (
          <div role="status" aria-label={t('legal.loading')} className="sm:rounded-2xl sm:bg-white sm:p-8 sm:shadow-sm sm:ring-1 sm:ring-slate-200">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="mt-3 h-4 w-40" />
            {Array.from({ length: 4 }, (_, block) => (
              <div key={block} className="mt-8 space-y-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
              </div>
            ))}
          </div>
        ) : (
          <LegalDocument markdown={markdown.data} />
        )}
      </div>
    </PageContainer>
  );
}
