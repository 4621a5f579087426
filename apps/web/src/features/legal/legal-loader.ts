import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { legalDocumentQuery, type LegalDocumentName } from './legal-queries';

/** A route loader that starts fetching one legal document alongside the page's chunk. */
export function legalDocumentLoader(name: LegalDocumentName) {
  return ({ context }: Pick<LoaderFunctionArgs, 'context'>) => {
    void loaderQueryClient(context).prefetchQuery(legalDocumentQuery(name));
    return null;
  };
}
