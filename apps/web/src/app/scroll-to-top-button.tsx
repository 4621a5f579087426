import { t } from '@plaza/domain/messages/es';
import { ArrowUpIcon } from '../ui/icons';
import { useScrolledPast } from '../ui/use-scrolled-past';

/** Spec section 2: the button appears after this much scrolling. */
const SHOW_AFTER_PX = 300;

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function ScrollToTopButton() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
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
