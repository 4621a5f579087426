import { t } from '@plaza/domain/messages/es';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/** The first stop of the keyboard: jumps past the header, without touching the URL's hash. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }

  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-full bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
