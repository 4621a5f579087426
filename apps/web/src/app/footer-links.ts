import type { Footer } from '@plaza/domain/schemas/footer';
import { whatsappDigits } from '@plaza/domain/phone';
import { socialProfileUrl } from '@plaza/domain/social-links';

export type ContactKind = 'email' | 'facebook' | 'instagram' | 'whatsapp';

export interface ContactLink {
  kind: ContactKind;
  href: string;
}

/** The footer's contact icons, leaving out any the operator has not filled in. */
export function contactLinks(footer: Footer): ContactLink[] {
  const links: ContactLink[] = [];
  const email = footer.support_email.trim();
  if (email.includes('@')) links.push({ kind: 'email', href: `mailto:${email}` });
  const facebook = socialProfileUrl('facebook', footer.facebook);
  if (facebook) links.push({ kind: 'facebook', href: facebook });
  const instagram = socialProfileUrl('instagram', footer.instagram);
  if (instagram) links.push({ kind: 'instagram', href: instagram });
  const digits = whatsappDigits(footer.whatsapp);
  if (digits) links.push({ kind: 'whatsapp', href: `https://wa.me/${digits}` });
  return links;
}
