import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@plaza/domain/query-keys';
import {
  adminHeroSlidesSchema,
  heroImageUploadSchema,
  type AdminHeroSlide,
  type HeroSlideCreate,
  type HeroSlidePatch,
} from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { uploadWithProgress } from '../../../panel-ui/upload';
import { imageForm } from '../../../panel-ui/shrink-image';
import { contentKeys, useContentMutation } from './content-keys';

const HERO = '/api/admin/hero';
const refresh = [contentKeys.hero(), queryKeys.hero()];

/** GET /api/admin/hero: the slides in the carousel's order, the welcome slide first. */
export const heroSlidesQuery = () =>
  queryOptions({
    queryKey: contentKeys.hero(),
    queryFn: ({ signal }) => apiFetch(HERO, { signal, schema: adminHeroSlidesSchema }),
  });

/** Every hero write answers the slides as they now are: the list shows them at once. */
function usePutSlides() {
  const queryClient = useQueryClient();
  return (slides: AdminHeroSlide[]) => queryClient.setQueryData(contentKeys.hero(), slides);
}

/** POST /api/admin/hero/images: the photo shrunk in the browser first, its progress reported; answers the stored file's name. */
export async function uploadHeroImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const answer = await uploadWithProgress(`${HERO}/images`, await imageForm(file), heroImageUploadSchema, onProgress);
  return answer.background_image;
}

export function useCreateSlide() {
  const put = usePutSlides();
  return useContentMutation((slide: HeroSlideCreate) => apiFetch(HERO, { method: 'POST', body: slide, schema: adminHeroSlidesSchema }), refresh, put);
}

export function useUpdateSlide() {
  const put = usePutSlides();
  return useContentMutation(
    ({ heroId, changes }: { heroId: number; changes: HeroSlidePatch }) =>
      apiFetch(`${HERO}/${heroId}`, { method: 'PATCH', body: changes, schema: adminHeroSlidesSchema }),
    refresh,
    put,
  );
}

export const useDeleteSlide = () => useContentMutation((heroId: number) => apiFetch(`${HERO}/${heroId}`, { method: 'DELETE' }), refresh);

/** PUT /api/admin/hero: the new order, every slide's id once; answers the slides. */
export const saveSlideOrder = (heroIds: number[]) =>
  apiFetch(HERO, { method: 'PUT', body: { hero_ids: heroIds }, schema: adminHeroSlidesSchema });
