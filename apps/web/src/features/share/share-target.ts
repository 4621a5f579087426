import { t } from '@plaza/domain/messages/es-share';

/** What a page shares: its own address, or for a product that pays a commission, the sharer's referral link. */
export type ShareTarget =
  | { kind: 'product'; name: string; productId: number; storeId: number; referralCommission: boolean }
  | { kind: 'store'; name: string; slug: string };

/** The page's canonical address, without the query string a shopper may have arrived with. */
export function pageUrl(target: ShareTarget): string {
  const path = target.kind === 'product' ? `/store/${target.storeId}/product/${target.productId}` : `/stores/${encodeURIComponent(target.slug)}`;
  return window.location.origin + path;
}

/** The words that go with the address (the share sheet's text, the WhatsApp message). */
export function shareText(target: ShareTarget): string {
  return target.kind === 'product' ? t('share.productText', { name: target.name }) : t('share.storeText', { name: target.name });
}
