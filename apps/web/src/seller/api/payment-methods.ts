import { queryOptions } from '@tanstack/react-query';
import { z } from '@plaza/domain/zod-es';
import { paymentMethodSchema, type PanelPaymentMethod } from '@plaza/domain/schemas/panel-catalogue';
import { apiFetch } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';
import { useStoreMutation } from './store-mutation';

export type PaymentMethodFields = Omit<PanelPaymentMethod, 'payment_method_id'>;

/** GET …/paymentMethods: every method of the store, enabled or not. */
export const paymentMethodsQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.paymentMethods(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/paymentMethods'), z.array(paymentMethodSchema), { signal }),
  });

export const useCreatePaymentMethod = (storeId: number) =>
  useStoreMutation(panelKeys.paymentMethods(storeId), (method: PaymentMethodFields) =>
    panelFetch(storePath(storeId, '/paymentMethods'), paymentMethodSchema, { method: 'POST', body: method }),
  );

export const useUpdatePaymentMethod = (storeId: number) =>
  useStoreMutation(
    panelKeys.paymentMethods(storeId),
    ({ id, changes }: { id: number; changes: Partial<PaymentMethodFields> }) =>
      panelFetch(storePath(storeId, `/paymentMethods/${id}`), paymentMethodSchema, { method: 'PATCH', body: changes }),
    { list: panelKeys.paymentMethods(storeId), sameItem: (item, saved) => item.payment_method_id === saved.payment_method_id },
  );

export const useDeletePaymentMethod = (storeId: number) =>
  useStoreMutation(panelKeys.paymentMethods(storeId), (id: number) => apiFetch(storePath(storeId, `/paymentMethods/${id}`), { method: 'DELETE' }));
