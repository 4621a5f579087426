import { t } from '@plaza/domain/messages/es';
import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../ui/icons';

/** Spec section 2: the button appears after this much scrolling. */
const SHOW_AFTER_PX = 300;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function isScrolledDown(): boolean {
  return window.scrollY > SHOW_AFTER_PX;
}

function serverSnapshot(): boolean {
  return false;
}

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, serverSnapshot);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t('shell.scrollTop')}</span>
    </button>
  );
}
