import type { Product } from '@plaza/domain/schemas/product';
import { t } from '@plaza/domain/messages/es';
import { queryKeys } from '@plaza/domain/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { apiFetch } from '../../api/api-fetch';
import { reportError } from '../../api/error-policy';
import { sessionQuery, useCachedSessionUser } from '../../api/session';
import { notify } from '../../ui/notify';

// A product's `favorite` comes with every list it appears in, and those lists are cached apart.
// After a toggle, the new state is kept here (per user) so every card and the product page
// showing that product agree at once, without refetching every list.
const toggled = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setToggled(key: string, favorite: boolean): void {
  toggled.set(key, favorite);
  for (const listener of listeners) listener();
}

/** A change made elsewhere (the profile's Favoritos), so that cards and the product page agree with it. */
export function rememberFavorite(userId: string, productId: number, favorite: boolean): void {
  setToggled(`${userId}:${productId}`, favorite);
}

/** The answer may say the new state; if it does not, the toggle flipped it. */
function favoriteFromAnswer(answer: unknown, previous: boolean): boolean {
  if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : record;
    if (typeof data.favorite === 'boolean') return data.favorite;
  }
  return !previous;
}

type FavoriteProduct = Pick<Product, 'product_id' | 'favorite'>;

/** Whether the signed-in user has `product` among their favourites, and the toggle (spec sections 5, 7). */
export function useFavorite(product: FavoriteProduct) {
  // Read from the cache: a card's heart must not add a session observer of its own (see useCachedSessionUser).
  const user = useCachedSessionUser();
  const key = user ? `${user.id}:${product.product_id}` : '';
  const override = useSyncExternalStore(
    subscribe,
    () => (key ? toggled.get(key) : undefined),
    () => undefined,
  );
  const isFavorite = user ? (override ?? product.favorite) : false;
  const queryClient = useQueryClient();
  // A plain request rather than a mutation observer per card: the heart needs only "pending".
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (pending) return;
    setPending(true);
    try {
      // A click before the session is known waits for it rather than treating the user as a visitor.
      const signedIn = user ?? (await queryClient.ensureQueryData(sessionQuery()));
      if (!signedIn) {
        notify(t('favorite.loginRequired'), 'info');
        return;
      }
      const toggledKey = `${signedIn.id}:${product.product_id}`;
      const was = toggled.get(toggledKey) ?? product.favorite;
      const answer = await apiFetch(`/api/market/products/${product.product_id}/favorite`, { method: 'POST' });
      const next = favoriteFromAnswer(answer, was);
      setToggled(toggledKey, next);
      notify(next ? t('favorite.added') : t('favorite.removed'), 'success');
      void queryClient.invalidateQueries({ queryKey: queryKeys.product(product.product_id) });
    } catch (error) {
      reportError(error, t('favorite.error'));
    } finally {
      setPending(false);
    }
  }

  return { isFavorite, toggle, pending };
}

export function HeartIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.6C1.6 7.3 3.9 4 7.3 4c2 0 3.6 1.1 4.7 2.7C13.1 5.1 14.7 4 16.7 4c3.4 0 5.7 3.3 4.5 6.9-1.7 5-9.2 9.6-9.2 9.6z" />
    </svg>
  );
}

interface FavoriteButtonProps {
  product: FavoriteProduct & Pick<Product, 'name'>;
  className?: string;
  /** Whether the accessible name says which product; needed where several cards sit together. */
  named?: boolean;
}

/** The heart toggle of cards and the product page. */
export function FavoriteButton({ product, className = '', named = false }: FavoriteButtonProps) {
  const { isFavorite, toggle, pending } = useFavorite(product);
  const label = named
    ? t(isFavorite ? 'favorite.removeNamed' : 'favorite.addNamed', { name: product.name })
    : t(isFavorite ? 'favorite.remove' : 'favorite.add');
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-busy={pending || undefined}
      title={t(isFavorite ? 'favorite.remove' : 'favorite.add')}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors ${
        isFavorite ? 'text-rose-600' : 'text-slate-700 hover:text-rose-600'
      } ${className}`}
    >
      <HeartIcon filled={isFavorite} className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
