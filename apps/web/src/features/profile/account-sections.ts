export type AccountSection = 'profile' | 'orders' | 'favorites' | 'referrals';

/** The profile page's sections, in the side nav's order (spec section 2). */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = ['profile', 'orders', 'favorites', 'referrals'];

/** The section a `?section=` value names; Perfil for none or an unknown one. */
export function accountSection(value: string | null): AccountSection {
  return ACCOUNT_SECTIONS.find((section) => section === value) ?? 'profile';
}

export function accountSectionPath(section: AccountSection): string {
  return section === 'profile' ? '/profile' : `/profile?section=${section}`;
}
