import { CAROUSEL_SCROLL_FRACTION } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es';
import { Children, isValidElement, startTransition, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { onFirstUse } from './first-use';
import { scrollBehavior } from './use-reduced-motion';

export interface CarouselAction {
  to: string;
  text: string;
  /** A fuller accessible name when `text` alone ('Ver más') would be ambiguous. */
  label?: string;
}

interface CarouselRowProps {
  title: string;
  subtitle?: ReactNode;
  /** The "see more" link beside the title. */
  action?: CarouselAction;
  /** Each child becomes one item of the row. */
  children: ReactNode;
  /** Width of one item; by default about 2 product cards on a phone, 5 on a wide screen. */
  itemClassName?: string;
  className?: string;
  /**
   * The items hold no link or control (reviews): the row itself then takes the focus, so a
   * keyboard can scroll it with the arrow keys.
   */
  staticItems?: boolean;
  /**
   * The row stands below the first screen: it is laid out and painted only once it comes near,
   * holding `estimatedHeight` meanwhile. Not for a row that may be in the first screen: the
   * browser first lays such a row out at its estimate, and what stands below it would jump.
   */
  belowFold?: boolean;
  /**
   * About how tall the row's content stands on a phone, in CSS pixels, without the section's
   * own padding (a product row's by default). Only until the row is first laid out: from then
   * on the browser keeps its real height.
   */
  estimatedHeight?: number;
}

export const PRODUCT_ITEM = 'w-[44%] sm:w-[30%] md:w-[23%] lg:w-[calc((100%-4*1rem)/5)]';
export const STORE_ITEM = 'w-[82%] sm:w-[46%] md:w-[31%] lg:w-[calc((100%-3*1rem)/4)]';
export const REVIEW_ITEM = 'w-[85%] sm:w-[46%] md:w-[31%] lg:w-[calc((100%-3*1rem)/4)]';

/**
 * How tall each kind of row's content stands on a 360 px phone, give or take a line of text
 * (measured on the demo catalogue: product rows 395–427, store rows 346–354, review rows 284–364).
 */
export const PRODUCT_ROW_HEIGHT = 410;
export const STORE_ROW_HEIGHT = 350;
export const REVIEW_ROW_HEIGHT = 330;

const SLACK_PX = 4;

/**
 * Items a row has until it is first used: a wide screen's five cards and one to scroll to.
 * The page's first HTML and its hydration carry only these; a home page of ten rows would
 * otherwise send and bring to life a hundred cards of which a phone shows two or three.
 */
export const FIRST_ITEMS = 6;

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}

/**
 * A titled section whose items sit in one horizontal row: swiped on a phone (with scroll
 * snapping), or moved by the two buttons, each press by 80% of the visible width.
 * Plain CSS scrolling, no carousel library: this ships on the home page.
 */
function Row({ title, subtitle, action, children, itemClassName = PRODUCT_ITEM, className = '', staticItems = false, belowFold = false, estimatedHeight = PRODUCT_ROW_HEIGHT }: CarouselRowProps) {
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });
  const items = Children.toArray(children);
  const [complete, setComplete] = useState(items.length <= FIRST_ITEMS);

  useEffect(() => {
    const element = track.current;
    if (complete || !element) return;
    // The rest of the items come when the row is used (swiped, scrolled sideways, entered with a
    // keyboard) or, once the shopper has started using the page, as the row comes within half a
    // screen (a screen reader moving through the page scrolls it too). Not as the page loads: a
    // phone shows two items of the six it has, and rendering the rest of every row in sight
    // would be the page's longest work after its first paint.
    const completeNow = () => startTransition(() => setComplete(true));
    element.addEventListener('scroll', completeNow, { passive: true, once: true });
    element.addEventListener('focusin', completeNow, { once: true });
    let observer: IntersectionObserver | undefined;
    const cancel = onFirstUse(() => {
      if (typeof IntersectionObserver === 'undefined') return completeNow();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          completeNow();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
    });
    return () => {
      element.removeEventListener('scroll', completeNow);
      element.removeEventListener('focusin', completeNow);
      cancel();
      observer?.disconnect();
    };
  }, [complete]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    function measure() {
      if (!element) return;
      const canPrevious = element.scrollLeft > SLACK_PX;
      const canNext = element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK_PX;
      setEdges((current) =>
        current.canPrevious === canPrevious && current.canNext === canNext ? current : { canPrevious, canNext },
      );
    }
    element.addEventListener('scroll', measure, { passive: true });
    // Fires once on observe, then whenever the row or the window changes size.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);

  function move(direction: -1 | 1) {
    // A press before the row was used: the rest of its items first, then the scroll.
    if (!complete) flushSync(() => setComplete(true));
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * CAROUSEL_SCROLL_FRACTION, behavior: scrollBehavior() });
  }

  const scrollable = edges.canPrevious || edges.canNext;
  // Phones swipe the row; the buttons appear from the small breakpoint up.
  const buttonClass =
    'hidden size-10 shrink-0 items-center justify-center rounded-full bg-white text-slate-800 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 sm:inline-flex';

  return (
    // A row below the fold is neither laid out nor painted until it comes near (the browser holds
    // its estimated height meanwhile, then the height it last had): a page of ten rows would
    // otherwise lay out and paint them all before its first paint, and again on every frame that
    // changes. Such a row clips what overflows it, so it spans the page column's side padding,
    // where its cards scroll to the edge of the screen.
    <section
      aria-labelledby={headingId}
      className={`py-6 sm:py-8 ${belowFold ? '-mx-4 px-4 [content-visibility:auto] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8' : ''} ${className}`}
      style={belowFold ? { containIntrinsicBlockSize: `auto ${estimatedHeight}px` } : undefined}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {action && (
            <Link
              to={action.to}
              aria-label={action.label}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-900"
            >
              {action.text}
            </Link>
          )}
          {scrollable && (
            <>
              <button
                type="button"
                className={buttonClass}
                disabled={!edges.canPrevious}
                onClick={() => move(-1)}
                aria-label={t('home.scrollPrevious', { title })}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                className={buttonClass}
                disabled={!edges.canNext}
                onClick={() => move(1)}
                aria-label={t('home.scrollNext', { title })}
              >
                <ChevronIcon direction="right" />
              </button>
            </>
          )}
        </div>
      </div>
      <ul
        ref={track}
        {...(staticItems ? { tabIndex: 0, 'aria-labelledby': headingId } : {})}
        className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-3 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8 [&::-webkit-scrollbar]:hidden focus-visible:outline-offset-[-3px]"
      >
        {/* Items off to the side are not laid out or painted until they scroll near (a phone
            shows two at a time). Their width is set, their height follows the row's, which the
            first two always give: were they skipped too, the row would paint a pixel tall and
            push down what follows once the browser found it on screen. */}
        {(complete ? items : items.slice(0, FIRST_ITEMS)).map((child, index) => (
          <li
            key={isValidElement(child) ? child.key : index}
            className={`shrink-0 snap-start ${index < 2 ? '' : '[content-visibility:auto] [contain-intrinsic-block-size:auto_1px]'} ${itemClassName}`}
          >
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Each row is a boundary of its own: a page the server rendered is hydrated a row at a time, in
 * short tasks when the browser is idle, instead of all its cards in one long task on a slow phone.
 */
export function CarouselRow(props: CarouselRowProps) {
  return (
    <Suspense fallback={null}>
      <Row {...props} />
    </Suspense>
  );
}
