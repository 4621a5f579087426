import { GALLERY_ROTATION_MS } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-product-page';
import type { Product } from '@plaza/domain/schemas/product';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cardImageUrl, imageUrl } from '../../api/image-url';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion';
import { preloadImage, useRotation } from './use-rotation';
import { MAIN_IMAGE_TIMING } from '../../ui/main-image';

/** Full-size product images are 800×800, their card variant 320 wide. */
const IMAGE_SIZE = 800;
const CARD_SIZE = 320;
const THUMB_SIZE = 64;
/**
 * The whole width on a phone, one column of two on a wide screen. The server preloads the first
 * image with the same candidates and sizes (page-resolver.ts), so the browser picks the file it
 * already has: a phone at 1x never downloads the 800 px file.
 */
const IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

function imageSrcSet(file: string): string | undefined {
  const card = cardImageUrl(file);
  const full = imageUrl(file);
  return card && full && card !== full ? `${card} ${CARD_SIZE}w, ${full} ${IMAGE_SIZE}w` : undefined;
}

interface ProductGalleryProps {
  product: Pick<Product, 'name' | 'images'>;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg className="size-4" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
    </svg>
  );
}

/**
 * The product's images: a native scroll-snap track (so a swipe is a real scroll), arrows,
 * thumbnails and a play/pause control. It advances every 5 s until the user touches it, and not
 * at all when the system asks for reduced motion. The first image is the page's LCP element.
 */
export function ProductGallery({ product }: ProductGalleryProps) {
  const images = product.images;
  const count = images.length;
  const reducedMotion = usePrefersReducedMotion();
  // Set by any deliberate interaction; the play button clears it.
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // Slides after the first get their image only when about to show or once the user reaches for
  // the gallery: a lazy image in a horizontal track would otherwise download with the first one
  // and compete with the page's LCP image.
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reveal = useCallback((...slides: number[]) => {
    setRevealed((current) => (slides.every((slide) => current.has(slide)) ? current : new Set([...current, ...slides])));
  }, []);
  const revealAll = () => reveal(...images.keys());
  const preload = useCallback(
    (next: number) => {
      const file = images[next]?.image;
      preloadImage(imageUrl(file), file ? { srcSet: imageSrcSet(file), sizes: IMAGE_SIZES } : undefined);
      reveal(next);
    },
    [images, reveal],
  );
  const { index, setIndex } = useRotation({
    count,
    intervalMs: GALLERY_ROTATION_MS,
    paused: reducedMotion || stopped || hovered,
    preload,
  });

  // Keep the track on the current slide when the index changes by timer, arrow or thumbnail.
  // A swipe moves the track first and the index follows it, so then there is nothing to do.
  // On mount the track stands on the first slide already: measuring it then would force the page
  // to be laid out in the middle of its hydration, for nothing.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && index === 0) return;
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index) element.scrollTo({ left: index * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [index, reducedMotion]);

  function onScroll() {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index && shown >= 0 && shown < count) {
      reveal(shown);
      setIndex(shown);
    }
  }

  function show(next: number) {
    const slide = ((next % count) + count) % count;
    setStopped(true);
    reveal(slide);
    setIndex(slide);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  }

  if (count === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-2xl bg-slate-100 text-slate-500 ring-1 ring-slate-200">
        {t('product.noImage')}
      </div>
    );
  }

  const playing = !stopped && !reducedMotion;
  return (
    <section
      aria-label={t('product.gallery')}
      aria-roledescription="carrusel"
      className="flex flex-col gap-3"
      onMouseEnter={() => {
        setHovered(true);
        revealAll();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={revealAll}
      onFocus={revealAll}
      onKeyDown={onKeyDown}
    >
      <div className="relative -mx-4 overflow-hidden bg-white sm:mx-0 sm:rounded-2xl sm:ring-1 sm:ring-slate-200">
        <div
          ref={track}
          onScroll={onScroll}
          onPointerDown={() => setStopped(true)}
          onWheel={() => setStopped(true)}
          // Reachable by keyboard like any scrolling region: focused, the arrow keys turn the slides.
          tabIndex={count > 1 ? 0 : undefined}
          role={count > 1 ? 'group' : undefined}
          aria-label={count > 1 ? t('product.gallery') : undefined}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
          // Announce a slide the user chose, not every automatic turn.
          aria-live={playing ? 'off' : 'polite'}
        >
          {images.map((image, position) => (
            <div
              key={image.image_id}
              className="aspect-square w-full shrink-0 snap-center snap-always"
              aria-hidden={position !== index}
            >
              <img
                src={revealed.has(position) ? imageUrl(image.image) : undefined}
                srcSet={revealed.has(position) ? imageSrcSet(image.image) : undefined}
                sizes={IMAGE_SIZES}
                alt={t('product.imageAlt', { name: product.name, index: position + 1, count })}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                elementtiming={position === 0 ? MAIN_IMAGE_TIMING : undefined}
                decoding={position === 0 ? 'sync' : 'async'}
                draggable={false}
                className="size-full object-contain"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-200 hover:bg-white"
            >
              <Chevron direction="left" />
              <span className="sr-only">{t('product.previousImage')}</span>
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-200 hover:bg-white"
            >
              <Chevron direction="right" />
              <span className="sr-only">{t('product.nextImage')}</span>
            </button>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setStopped(playing)}
                className="absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900/85"
              >
                <PlayPauseIcon playing={playing} />
                <span className="sr-only">{playing ? t('product.pauseImages') : t('product.playImages')}</span>
              </button>
            )}
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image.image_id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(position)}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg bg-white ring-2 transition ${
                  position === index ? 'ring-brand-700' : 'ring-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={cardImageUrl(image.image)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="size-16 object-cover"
                />
                <span className="sr-only">{t('product.showImage', { index: position + 1, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
