import { t } from '@plaza/domain/messages/es-share';
import { lazy, Suspense, useRef, useState } from 'react';
import { secondaryButton } from '../../ui/button-styles';
import { shareText, type ShareTarget } from './share-target';

// The sharing itself (referral link, share sheet, the WhatsApp and copy menu) is a chunk of its
// own, loaded as the finger lands on the button: most views of a page share nothing.
const loadShare = () => import('./share-actions');
const ShareMenu = lazy(async () => ({ default: (await loadShare()).ShareMenu }));

function preload(): void {
  loadShare().catch(() => {
    // The click tries again and says so if it fails.
  });
}

function ShareIcon() {
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 15V4M8 8l4-4 4 4M5 13v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />
    </svg>
  );
}

/**
 * 'Compartir' (issue 20, point 3): the phone's share sheet where there is one, else a small menu
 * with a WhatsApp link and 'Copiar enlace'. A signed-in shopper with referrals on shares a
 * product that pays a commission through their referral link.
 */
export function ShareButton({ target, className = '' }: { target: ShareTarget; className?: string }) {
  const [menu, setMenu] = useState<{ url: string; referral: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function onClick() {
    if (busy) return;
    if (menu) {
      setMenu(null);
      return;
    }
    setBusy(true);
    try {
      const { share } = await loadShare();
      const fallback = await share(target);
      if (fallback) setMenu(fallback);
    } catch {
      // The chunk could not load (offline): the page's own address still goes in the menu.
      setMenu({ url: window.location.origin + window.location.pathname, referral: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => void onClick()}
        aria-expanded={menu ? true : undefined}
        aria-busy={busy || undefined}
        className={`${secondaryButton} gap-2`}
      >
        <ShareIcon />
        {t('share.button')}
      </button>
      {menu && (
        <Suspense fallback={null}>
          <ShareMenu
            url={menu.url}
            referral={menu.referral}
            text={shareText(target)}
            onClose={() => {
              setMenu(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
