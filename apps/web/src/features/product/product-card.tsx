import { CARD_DESCRIPTION_MAX, PRODUCT_CARD_ROTATION_MS, truncate } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es';
import { formatPrice } from '@plaza/domain/money';
import type { Product } from '@plaza/domain/schemas/product';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { cardImageUrl } from '../../api/image-url';
import { Skeleton } from '../../ui/skeleton';
import { Stars } from '../../ui/stars';
import { useOnScreen } from '../../ui/use-on-screen';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion';
import { cardPrice, type CardPrice } from './card-price';
import { FavoriteButton } from './favorite';
import { productPath } from './product-path';
import { useNow } from './use-now';
import { preloadImage, useRotation } from './use-rotation';

/** Card images are 320 px wide squares (the `-card.webp` variant). */
const CARD_IMAGE_SIZE = 320;

interface ProductCardProps {
  product: Product;
  /** For cards in the first screenful: load the image at once instead of lazily. */
  priority?: boolean;
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const now = useNow();
  const reducedMotion = usePrefersReducedMotion();
  // Off-screen cards do not rotate (nor download) their images.
  const { ref, onScreen } = useOnScreen<HTMLElement>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const images = product.images;
  const preload = useCallback((next: number) => preloadImage(cardImageUrl(images[next]?.image)), [images]);
  const { index } = useRotation({
    count: images.length,
    intervalMs: PRODUCT_CARD_ROTATION_MS,
    paused: reducedMotion || hovered || focused || !onScreen,
    preload,
  });
  const src = cardImageUrl(images[index]?.image);
  const price = cardPrice(product, now);
  // Wholesale-only products are not bounded by stock (spec section 5), so only a retail product is 'Agotado'.
  const outOfStock = product.stock <= 0 && product.price > 0;

  return (
    <article
      ref={ref}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none has-[a:focus-visible]:transition-none has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {src ? (
          <img
            src={src}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-500">{t('product.noImage')}</span>
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {price.kind === 'offer' && price.percent > 0 && (
            <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
              {t('offer.percentOff', { percent: price.percent })}
            </span>
          )}
          {price.kind === 'wholesale' && (
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">{t('product.wholesale')}</span>
          )}
          {outOfStock && (
            <span className="rounded-full bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white">{t('product.outOfStock')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {/* The name link is a block two lines tall (at least 38 px) and as wide as the card, so it
            is a touch target of WCAG 2.2's size whatever the name's length; its ::after stretches
            the tap area over the whole card. */}
        <h3 className="text-sm leading-snug font-semibold text-slate-900">
          <Link to={productPath(product)} className="line-clamp-2 min-h-[2lh] after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-3 min-h-[3lh] text-xs text-slate-600">{truncate(product.description, CARD_DESCRIPTION_MAX)}</p>
        <Stars rating={product.rating} count={product.reviews} size="sm" />
        <CardPriceLine price={price} />
      </div>
      <FavoriteButton product={product} named className="absolute top-1.5 right-1.5 z-10 bg-white/90 shadow-sm" />
    </article>
  );
}

// Every card of a kind stands as tall as the others, whatever its name, description and price: a
// row that brings its remaining cards (CarouselRow) then keeps its height, and nothing below it
// moves. The name takes two lines, the description three, the price the two lines an offer or a
// wholesale price ('Al por mayor' on the photo) needs, the price at the bottom. An amount never breaks (its currency code is
// smaller): a long one such as 5,050.00 CUP would otherwise take a second line on a phone.
const PRICE_LINE = 'mt-auto flex min-h-11 pt-1';

/** "5,050.00 CUP" on one line, the code smaller than the figure. */
function Amount({ text, className }: { text: string; className: string }) {
  const space = text.lastIndexOf(' ');
  if (space < 0) return <span className={`whitespace-nowrap ${className}`}>{text}</span>;
  return (
    <span className={`whitespace-nowrap ${className}`}>
      {text.slice(0, space)} <span className="text-[0.8em]">{text.slice(space + 1)}</span>
    </span>
  );
}
const PRICE_COLUMN = `${PRICE_LINE} flex-col justify-end`;

function CardPriceLine({ price }: { price: CardPrice }) {
  switch (price.kind) {
    case 'wholesale':
      return (
        <div className={PRICE_COLUMN}>
          {/* 'Al por mayor' stands on the photo: the price's two lines are for a long 'Desde 5,050.00 CUP'. */}
          {price.from !== undefined && (
            <p className="text-sm font-bold text-slate-900">{t('product.fromPrice', { price: formatPrice(price.from, price.currency) })}</p>
          )}
        </div>
      );
    case 'offer': {
      const was = formatPrice(price.was, price.currency);
      return (
        <p className={`${PRICE_LINE} flex-wrap content-end items-baseline gap-x-2`}>
          <Amount text={formatPrice(price.price, price.currency)} className="text-base font-bold text-rose-700" />
          <span className="sr-only">{t('product.previousPrice', { price: was })}</span>
          <del className="text-xs text-slate-500" aria-hidden="true">
            {was}
          </del>
        </p>
      );
    }
    case 'retail':
      return (
        <p className={PRICE_COLUMN}>
          <Amount text={formatPrice(price.price, price.currency)} className="text-base font-bold text-slate-900" />
        </p>
      );
  }
}

/** A card-shaped placeholder of the same size, for loading grids. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-hidden="true">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="mt-1 h-5 w-20" />
      </div>
    </div>
  );
}
