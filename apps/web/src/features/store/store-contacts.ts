import { whatsappDigits } from '@plaza/domain/phone';
import { socialProfileUrl } from '@plaza/domain/social-links';
import type { StoreDetail } from '@plaza/domain/schemas/store';

export type StoreContactKind = 'email' | 'address' | 'phone' | 'instagram' | 'facebook' | 'whatsapp';

export interface StoreContact {
  kind: StoreContactKind;
  /** What the block shows. */
  text: string;
  /** Where it leads, when it is a link. */
  href?: string;
}

type StoreInfo = StoreDetail['store'];

function filled(value: string | null): string {
  return value?.trim() ?? '';
}

function handleOf(value: string): string {
  const path = value.replace(/^https?:\/\//i, '').replace(/^(www\.)?[a-z0-9.-]+\.[a-z]{2,}\//i, '').replace(/\/+$/, '');
  return path.startsWith('@') ? path : `@${path}`;
}

/**
 * The store's contact block, or an empty list when the spec says not to show it: only an
 * address, a phone or a social link makes it appear (an e-mail alone does not).
 */
export function storeContacts(store: StoreInfo): StoreContact[] {
  const email = filled(store.email);
  const address = filled(store.address);
  const phone = filled(store.phone);
  const instagram = filled(store.instagram);
  const facebook = filled(store.facebook);
  const whatsapp = whatsappDigits(filled(store.whatsapp));
  if (!address && !phone && !instagram && !facebook && !whatsapp) return [];

  const contacts: StoreContact[] = [];
  if (email.includes('@')) contacts.push({ kind: 'email', text: email, href: `mailto:${email}` });
  if (address) contacts.push({ kind: 'address', text: address });
  if (phone) {
    const dial = phone.replace(/[^\d+]/g, '');
    contacts.push({ kind: 'phone', text: phone, href: dial ? `tel:${dial}` : undefined });
  }
  if (instagram) contacts.push({ kind: 'instagram', text: handleOf(instagram), href: socialProfileUrl('instagram', instagram) ?? undefined });
  if (facebook) contacts.push({ kind: 'facebook', text: handleOf(facebook), href: socialProfileUrl('facebook', facebook) ?? undefined });
  if (whatsapp) contacts.push({ kind: 'whatsapp', text: `+${whatsapp}`, href: `https://wa.me/${whatsapp}` });
  return contacts;
}
