import { t } from '@plaza/domain/messages/es-share';
import { useEffect, useId, useRef, useState } from 'react';
import { sessionQuery } from '../../api/session';
import { WhatsappIcon } from '../../ui/icons';
import { createReferralLink, referralsEnabled, referralUrl } from '../referrals/referral-link';
import { queryClient } from '../../api/query-client';
import { pageUrl, shareText, type ShareTarget } from './share-target';

/**
 * The address to share: a product that pays a commission, shared by a signed-in shopper with
 * referrals on, goes out as their referral link (created by the first share, the same one after);
 * anything else, or a link that cannot be had (turned off, offline), as the page's own address.
 */
async function shareUrl(target: ShareTarget): Promise<{ url: string; referral: boolean }> {
  const plain = { url: pageUrl(target), referral: false };
  if (target.kind !== 'product' || !target.referralCommission || !referralsEnabled()) return plain;
  try {
    const user = await queryClient.ensureQueryData(sessionQuery());
    if (!user) return plain;
    const link = await createReferralLink(target.productId);
    return link.active ? { url: referralUrl(link.slug), referral: true } : plain;
  } catch {
    return plain;
  }
}

/**
 * Opens the system's share sheet where there is one. Answers what the fallback menu should show
 * when there is none, or when the sheet refused (not a cancel by the shopper).
 */
export async function share(target: ShareTarget): Promise<{ url: string; referral: boolean } | undefined> {
  const link = await shareUrl(target);
  if (typeof navigator.share !== 'function') return link;
  try {
    await navigator.share({ title: target.name, text: shareText(target), url: link.url });
    return undefined;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    return link;
  }
}

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:bg-slate-100';

interface ShareMenuProps {
  url: string;
  text: string;
  referral: boolean;
  onClose: () => void;
}

/** The menu where the Web Share API is missing: WhatsApp and 'Copiar enlace'. Escape or a tap outside closes it. */
export function ShareMenu({ url, text, referral, onClose }: ShareMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLAnchorElement>(null);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const labelId = useId();
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

  useEffect(() => {
    first.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    function onPointer(event: PointerEvent) {
      // The button that opened the menu toggles it itself.
      const opener = panel.current?.parentElement;
      if (opener && !opener.contains(event.target as Node)) onClose();
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('done');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div
      ref={panel}
      role="group"
      aria-labelledby={labelId}
      className="absolute top-full right-0 z-30 mt-2 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
    >
      <p id={labelId} className="px-3 pt-1 text-xs font-semibold text-slate-600">
        {t('share.menuLabel')}
      </p>
      <a ref={first} href={whatsapp} target="_blank" rel="noopener noreferrer" className={item} onClick={onClose}>
        <WhatsappIcon className="size-5 text-emerald-700" />
        {t('share.whatsapp')}
        <span className="sr-only"> {t('share.opensInNewTab')}</span>
      </a>
      <button type="button" className={item} onClick={() => void copyLink()}>
        <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
        </svg>
        {t('share.copy')}
      </button>
      <div role="status" className="px-3 text-sm empty:hidden">
        {copy === 'done' && <p className="py-1 font-semibold text-emerald-800">{t('share.copied')}</p>}
        {copy === 'failed' && (
          <label className="flex flex-col gap-1 py-1 text-slate-700">
            {t('share.copyError')}
            <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="rounded-md border border-slate-300 px-2 py-1 text-xs" aria-label={t('share.linkLabel')} />
          </label>
        )}
      </div>
      {referral && <p className="px-3 pb-1 text-xs text-slate-600">{t('share.referralNote')}</p>}
    </div>
  );
}
