import { t } from '@plaza/domain/messages/es-home';
import type { HeroSlide } from '@plaza/domain/schemas/section';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { cardImageUrl, imageUrl } from '../../api/image-url';
import { useDataSaver } from '../../ui/data-saver';
import { iconButton, primaryButton } from '../../ui/button-styles';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion';
import { MAIN_IMAGE_TIMING } from '../../ui/main-image';

/** How long a slide stays before the next one (not in the spec; long enough to read it). */
const AUTOPLAY_MS = 6_000;
/** The next slide's image is fetched this long before it shows, and not earlier: it is not part of the first load. */
const PRELOAD_AHEAD_MS = 1_500;
/** A horizontal swipe this long (CSS px) changes the slide. */
const SWIPE_PX = 40;
/** The stored hero images are 1280×480, with a 640 px card variant. The server preloads the first
 * slide's image with the same srcset and sizes (apps/api page resolver), so keep them in step. */
const HERO_IMAGE = { width: 1280, height: 480, cardWidth: 640 };

export const HERO_ID = 'hero';

/** The welcome slide first (spec section 2), the rest in the API's order. */
export function orderSlides(slides: HeroSlide[]): HeroSlide[] {
  return [...slides.filter((slide) => slide.type === 'welcome'), ...slides.filter((slide) => slide.type !== 'welcome')];
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
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

/** The frame the hero takes while its slides load, so nothing below it moves when they arrive. */
export function HeroPlaceholder() {
  return (
    <section id={HERO_ID} aria-hidden="true" className="relative -mt-(--header-height) h-[27rem] bg-brand-950 sm:h-[30rem] lg:h-[34rem]" />
  );
}

/**
 * The home page's hero: the slides loop, the welcome slide first. It advances by itself unless
 * the system asks for less motion, data saver is on, the pointer or focus is on it, or the user
 * paused it. With less motion or data saver nothing rotates, so there is no pause button either.
 * The first slide's image is the page's largest paint: loaded at once, at high priority.
 */
export function HeroCarousel({ slides: unordered }: { slides: HeroSlide[] }) {
  const slides = orderSlides(unordered);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides whose image may load: the first at once, the others when (about to be) shown.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const saver = useDataSaver().on;
  const playing = count > 1 && !paused && !reducedMotion && !saver;
  const running = playing && !hovered && !focused;

  function show(next: number) {
    const target = ((next % count) + count) % count;
    setLoaded((current) => (current.has(target) ? current : new Set(current).add(target)));
    setIndex(target);
  }

  useEffect(() => {
    if (!running) return;
    const next = (index + 1) % count;
    const preload = setTimeout(
      () => setLoaded((current) => (current.has(next) ? current : new Set(current).add(next))),
      AUTOPLAY_MS - PRELOAD_AHEAD_MS,
    );
    const advance = setTimeout(() => setIndex(next), AUTOPLAY_MS);
    return () => {
      clearTimeout(preload);
      clearTimeout(advance);
    };
  }, [running, index, count]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) show(index + (distance < 0 ? 1 : -1));
  }

  if (count === 0) return null;
  const controlClass = `${iconButton} bg-slate-950/45 text-white ring-1 ring-white/30 backdrop-blur-sm hover:bg-slate-950/65`;

  return (
    <section
      id={HERO_ID}
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.hero')}
      className="relative -mt-(--header-height) h-[27rem] overflow-hidden bg-brand-950 text-white sm:h-[30rem] lg:h-[34rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      }}
    >
      <div
        className="absolute inset-0 touch-pan-y"
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, position) => {
          const current = position === index;
          const src = imageUrl(slide.background_image);
          const card = cardImageUrl(slide.background_image);
          const welcome = slide.type === 'welcome';
          return (
            <div
              key={slide.hero_id}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slideLabel', { index: position + 1, count })}
              aria-hidden={!current}
              inert={!current}
              className={`absolute inset-0 transition-opacity duration-700 ${current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {src && loaded.has(position) && (
                <img
                  src={saver && card ? card : src}
                  srcSet={card ? (saver ? card : `${card} ${HERO_IMAGE.cardWidth}w, ${src} ${HERO_IMAGE.width}w`) : undefined}
                  sizes="100vw"
                  alt=""
                  width={HERO_IMAGE.width}
                  height={HERO_IMAGE.height}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'low'}
                  elementtiming={position === 0 ? MAIN_IMAGE_TIMING : undefined}
                  decoding={position === 0 ? 'sync' : 'async'}
                  className="absolute inset-0 size-full object-cover"
                />
              )}
              <div className="absolute inset-0 bg-linear-to-t from-slate-950/90 via-slate-950/55 to-slate-950/35" />
              <div className="relative mx-auto flex h-full w-full max-w-7xl flex-col justify-end px-4 pt-(--header-height) pb-16 sm:px-6 sm:pb-20 lg:px-8">
                <div className="max-w-2xl">
                  {slide.subtittle && (
                    <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{slide.subtittle}</p>
                  )}
                  <h2 className="mt-2 text-3xl leading-tight font-extrabold text-balance sm:text-4xl lg:text-5xl">{slide.tittle}</h2>
                  {slide.description && (
                    <p className="mt-3 line-clamp-3 text-base text-slate-100 sm:text-lg">{slide.description}</p>
                  )}
                  <Link to={welcome ? '/stores' : '/search'} className={`${primaryButton} mt-6`}>
                    {welcome ? t('home.exploreStores') : t('home.searchProducts')}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-0">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 pb-3 sm:px-6 lg:px-8">
            <div className="flex items-center">
              {slides.map((slide, position) => (
                <button
                  key={slide.hero_id}
                  type="button"
                  className="group flex size-8 items-center justify-center rounded-full"
                  aria-label={t('home.goToSlide', { index: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => show(position)}
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full transition-all ${position === index ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/85'}`}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              {!reducedMotion && !saver && (
                <button
                  type="button"
                  className={`${controlClass} size-10`}
                  aria-label={paused ? t('home.play') : t('home.pause')}
                  onClick={() => setPaused((value) => !value)}
                >
                  <PlayPauseIcon playing={!paused} />
                </button>
              )}
              <button type="button" className={`${controlClass} size-10`} aria-label={t('home.previousSlide')} onClick={() => show(index - 1)}>
                <Chevron direction="left" />
              </button>
              <button type="button" className={`${controlClass} size-10`} aria-label={t('home.nextSlide')} onClick={() => show(index + 1)}>
                <Chevron direction="right" />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
