import { t } from '@plaza/domain/messages/es-profile';
import { WhatsappIcon } from '../../ui/icons';
import { notify } from '../../ui/notify';
import { referralUrl } from './referral-link';


function canShare(): boolean {
  return typeof navigator.share === 'function';
}

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify(t('referrals.copied'), 'success');
  } catch {
    notify(t('referrals.copyError'), 'error');
  }
}

/** The system's share sheet where there is one (phones); elsewhere the link goes to the clipboard. */
async function share(url: string, productName: string): Promise<void> {
  if (!canShare()) return copy(url);
  try {
    await navigator.share({ title: productName, text: t('referrals.shareIntro', { product: productName }), url });
  } catch (error) {
    // The user closed the sheet: nothing to say. Any other refusal falls back to copying.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copy(url);
  }
}

const actionButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors';

function ShareIcon() {
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 15V4M8 8l4-4 4 4M5 13v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
    </svg>
  );
}

interface ReferralShareProps {
  slug: string;
  productName: string;
}

/** Share (or copy) in one tap, and a WhatsApp link with the text and the address. */
export function ReferralShare({ slug, productName }: ReferralShareProps) {
  const url = referralUrl(slug);
  const sheet = canShare();
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('referrals.shareText', { product: productName, url }))}`;
  return (
    <>
      <button
        type="button"
        onClick={() => void share(url, productName)}
        aria-label={t(sheet ? 'referrals.shareNamed' : 'referrals.copyNamed', { product: productName })}
        className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900`}
      >
        {sheet ? <ShareIcon /> : <CopyIcon />}
        {t(sheet ? 'referrals.share' : 'referrals.copy')}
      </button>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('referrals.whatsappNamed', { product: productName })} ${t('auth.opensInNewTab')}`}
        className={`${actionButton} bg-emerald-700 text-white hover:bg-emerald-800 active:bg-emerald-900`}
      >
        <WhatsappIcon className="size-5" />
        {t('referrals.whatsapp')}
      </a>
    </>
  );
}
