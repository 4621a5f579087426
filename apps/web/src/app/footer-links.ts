import type { Footer } from '@plaza/domain/schemas/footer';
import { whatsappDigits } from '@plaza/domain/phone';

export type ContactKind = 'email' | 'facebook' | 'instagram' | 'whatsapp';

export interface ContactLink {
  kind: ContactKind;
  href: string;
}

/** A profile given as a full URL, a bare domain path or a handle becomes an https URL. */
function profileUrl(value: string, site: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^(www\.)?[a-z0-9.-]+\.[a-z]{2,}\//i.test(text)) return `https://${text}`;
  const handle = text.replace(/^@/, '');
  return /^[\w.-]+$/.test(handle) ? `https://www.${site}/${handle}` : null;
}

/** The footer's contact icons, leaving out any the operator has not filled in. */
export function contactLinks(footer: Footer): ContactLink[] {
  const links: ContactLink[] = [];
  const email = footer.support_email.trim();
  if (email.includes('@')) links.push({ kind: 'email', href: `mailto:${email}` });
  const facebook = profileUrl(footer.facebook, 'facebook.com');
  if (facebook) links.push({ kind: 'facebook', href: facebook });
  const instagram = profileUrl(footer.instagram, 'instagram.com');
  if (instagram) links.push({ kind: 'instagram', href: instagram });
  const digits = whatsappDigits(footer.whatsapp);
  if (digits) links.push({ kind: 'whatsapp', href: `https://wa.me/${digits}` });
  return links;
}
