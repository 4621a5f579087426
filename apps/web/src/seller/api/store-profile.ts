import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfileSchema, type StoreProfile, type StoreProfilePatch } from '@plaza/domain/schemas/panel-store';
import { imageForm } from '../../panel-ui/shrink-image';
import { panelFetch, panelKeys, storePath } from './panel-fetch';
import { uploadWithProgress } from '../../panel-ui/upload';

/** GET /api/store_admin/stores/{storeId}: the profile as its owner edits it. */
export const storeProfileQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.profile(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId), storeProfileSchema, { signal }),
  });

/** After a change to the store, every screen of it reads it again (and the header's store name). */
function useRefreshStore(storeId: number) {
  const queryClient = useQueryClient();
  return (profile?: StoreProfile) => {
    if (profile) queryClient.setQueryData(panelKeys.profile(storeId), profile);
    void queryClient.invalidateQueries({ queryKey: panelKeys.store(storeId) });
    void queryClient.invalidateQueries({ queryKey: panelKeys.stores() });
  };
}

/** PATCH the changed fields; the answer is the profile as saved. */
export function useUpdateStoreProfile(storeId: number) {
  const refresh = useRefreshStore(storeId);
  return useMutation({
    mutationFn: (changes: StoreProfilePatch) => panelFetch(storePath(storeId), storeProfileSchema, { method: 'PATCH', body: changes }),
    onSuccess: (profile) => refresh(profile),
  });
}

export type StoreImageKind = 'logo' | 'cover';

/** Whatever the upload answers (the profile, or just the new file name), the image fields are read from it. */
const uploadAnswerSchema = storeProfileSchema.pick({ logo: true, cover: true }).partial();

/** POST …/logo or …/cover: the photo shrunk in the browser first, its progress reported as it goes out. */
export function useUploadStoreImage(storeId: number, kind: StoreImageKind) {
  const refresh = useRefreshStore(storeId);
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress(storePath(storeId, `/${kind}`), await imageForm(file), uploadAnswerSchema, onProgress),
    onSuccess: () => refresh(),
  });
}
