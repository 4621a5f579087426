import { t } from '@plaza/domain/messages/es-api';
import { formatPrice } from '@plaza/domain/money';
import { queryKeys } from '@plaza/domain/query-keys';
import type { favoriteGroupSchema } from '@plaza/domain/schemas/order';
import type { z } from '@plaza/domain/zod-es';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiFetch } from '../../api/api-fetch';
import { reportError } from '../../api/error-policy';
import { cardImageUrl } from '../../api/image-url';
import { useSessionUser } from '../../api/session';
import { secondaryButton } from '../../ui/button-styles';
import { EmptyMessage } from '../../ui/page-message';
import { Skeleton } from '../../ui/skeleton';
import { notify } from '../../ui/notify';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { rememberFavorite } from '../product/favorite';

/** A favourites group (spec section 3). */
export type FavoriteGroup = z.infer<typeof favoriteGroupSchema>;
type FavoriteProduct = FavoriteGroup['products'][number];

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (userId: string) => [...favoriteKeys.all, userId] as const,
};

/** GET /api/market/profile/favorites. Hearts are toggled all over the site, so the list is never trusted as fresh. */
export function favoritesQuery(userId: string) {
  return queryOptions({
    queryKey: favoriteKeys.list(userId),
    queryFn: async ({ signal }) => (await apiFetch('/api/market/profile/favorites', { signal })) as FavoriteGroup[],
    staleTime: 0,
  });
}

type ToggleAnswer = { success: boolean; favorite: boolean; message: string };

/**
 * POST …/favorite toggles. A list older than a change made in another tab could turn "remove"
 * into "add": then it toggles once more, so the product ends up out of the favourites either way.
 */
async function removeFavorite(productId: number): Promise<void> {
  const toggle = () => apiFetch(`/api/market/products/${productId}/favorite`, { method: 'POST' }) as Promise<ToggleAnswer>;
  const answer = await toggle();
  if (answer.favorite) await toggle();
}

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/** The profile's Favoritos section (spec section 2), heading included: favourites grouped per store, each removable. */
export function FavoritesSection() {
  const user = useSessionUser();
  return (
    <section aria-labelledby="favorites-title" className="flex max-w-5xl flex-col gap-4">
      <h2 id="favorites-title" className="text-xl font-bold tracking-tight text-slate-900">
        {t('favorites.title')}
      </h2>
      {user && <FavoriteGroups userId={user.id} />}
    </section>
  );
}

function FavoriteGroups({ userId }: { userId: string }) {
  const favorites = useQuery(favoritesQuery(userId));
  useErrorPolicy(favorites.error);
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (product: FavoriteProduct) => removeFavorite(product.id),
    onSuccess: (_nothing, product) => {
      queryClient.setQueryData<FavoriteGroup[]>(favoriteKeys.list(userId), (groups) =>
        groups
          ?.map((group) => ({ ...group, products: group.products.filter((other) => other.id !== product.id) }))
          .filter((group) => group.products.length > 0),
      );
      rememberFavorite(userId, product.id, false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.product(product.id) });
      notify(t('favorites.removed'), 'success');
    },
    onError: (error) => reportError(error, t('favorites.removeError'), false),
  });

  if (favorites.isPending) {
    return (
      <div role="status" aria-label={t('favorites.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (favorites.isError) {
    return (
      <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
        <p className="font-medium text-rose-800">{t('favorites.loadError')}</p>
        <button type="button" className={secondaryButton} onClick={() => void favorites.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (favorites.data.every((group) => group.products.length === 0)) return <EmptyMessage>{t('favorites.empty')}</EmptyMessage>;

  return (
    <div className="flex flex-col gap-8">
      {favorites.data.map((group) => (
        <section key={group.store_id} aria-labelledby={`favorites-store-${group.store_id}`} className="flex flex-col gap-3">
          <h3 id={`favorites-store-${group.store_id}`} className="text-lg font-bold text-slate-900">
            {group.store_name}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.products.map((product) => (
              <FavoriteItem
                key={product.id}
                storeId={group.store_id}
                product={product}
                removing={remove.isPending && remove.variables?.id === product.id}
                onRemove={() => remove.mutate(product)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface FavoriteItemProps {
  storeId: number;
  product: FavoriteProduct;
  removing: boolean;
  onRemove: () => void;
}

function FavoriteItem({ storeId, product, removing, onRemove }: FavoriteItemProps) {
  const image = cardImageUrl(product.image);
  const wholesaleOnly = product.price === 0;
  return (
    <li className={`${card} flex items-center gap-3`}>
      {image ? (
        <img src={image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-[0.625rem] text-slate-500">
          {t('product.noImage')}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={`/store/${storeId}/product/${product.id}`}
          className="line-clamp-2 text-sm font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-sm text-slate-700">
          {wholesaleOnly ? t('product.wholesale') : <span className="font-bold text-slate-900 tabular-nums">{formatPrice(product.price, product.currency)}</span>}
          {!wholesaleOnly && product.stock <= 0 && <span className="ml-2 text-xs font-semibold text-rose-700">{t('product.outOfStock')}</span>}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing || undefined}
        aria-label={t('favorites.removeNamed', { name: product.name })}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:opacity-60"
      >
        {t('favorites.remove')}
      </button>
    </li>
  );
}
