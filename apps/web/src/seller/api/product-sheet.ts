import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImportAnswerSchema, type ProductImportAnswer } from '@plaza/domain/schemas/panel-product-sheet';
import { apiFetch, HttpError } from '../../api/api-fetch';
import { panelKeys, storePath } from './panel-fetch';

/** GET …/products.csv or …/products.xlsx: the catalogue as a file the browser downloads. */
export const productSheetUrl = (storeId: number, format: 'csv' | 'xlsx') => storePath(storeId, `/products.${format}`);

/** The report of a refused apply (400): the rows with errors, nothing changed; null for any other failure. */
export function refusedImport(error: unknown): ProductImportAnswer | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const report = productImportAnswerSchema.safeParse(error.body);
  return report.success ? report.data : null;
}

/** POST …/products/import (?dry_run=1 checks only): the report of what the file does, or did. */
export function useImportProducts(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await apiFetch(storePath(storeId, `/products/import${dryRun ? '?dry_run=1' : ''}`), { method: 'POST', body: form });
      return productImportAnswerSchema.parse(answer);
    },
    onSuccess: (report) =>
      report.applied
        ? Promise.all([
            client.invalidateQueries({ queryKey: panelKeys.products(storeId) }),
            client.invalidateQueries({ queryKey: panelKeys.dashboard(storeId) }),
          ])
        : undefined,
  });
}
