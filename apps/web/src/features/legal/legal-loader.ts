import { queryClient } from '../../api/query-client';
import { legalDocumentQuery, type LegalDocumentName } from './legal-queries';

/** A route loader that starts fetching one legal document alongside the page's chunk. */
export function legalDocumentLoader(name: LegalDocumentName) {
  return () => {
    void queryClient.prefetchQuery(legalDocumentQuery(name));
    return null;
  };
}
