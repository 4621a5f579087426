/** The social networks a store or the footer may name an account on (WhatsApp is a phone number). */
export type SocialNetwork = 'instagram' | 'facebook';

/** Each network's own addresses: a link elsewhere is refused, and never rendered as that network's. */
const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com', 'www.fb.com'],
};

/** A user name, with or without its `@`: letters, digits, `_`, `.` and `-`. */
const HANDLE = /^@?[\w.-]+$/;

/** `value` as a URL on one of the network's own hosts (https, no login, no port), else undefined. */
function networkUrl(network: SocialNetwork, value: string, schemes: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const own = schemes.includes(url.protocol) && !url.username && !url.password && !url.port && SOCIAL_HOSTS[network].includes(url.hostname.toLowerCase());
  return own ? url : undefined;
}

/**
 * What the store profile and the footer accept for an account on `network`: a handle
 * (`@tienda` or `tienda`) or an https link on that network's own site (instagram.com;
 * facebook.com, m.facebook.com, fb.com). `https://evil.example/tienda` is neither.
 */
export function isSocialAccount(network: SocialNetwork, value: string): boolean {
  return HANDLE.test(value) || networkUrl(network, value, ['https:']) !== undefined;
}

/**
 * Where a stored account leads, always on the network's own site: a handle becomes
 * `https://www.instagram.com/tienda` (a handle cannot leave the site: it holds no `/`, `:` or
 * `?`); a link on the network's site (also `http://` or without a scheme, as older values may be)
 * is that link over https. Anything else, such as a link stored before the check to another
 * site, leads nowhere (null): the storefront shows no link for it.
 */
export function socialProfileUrl(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (HANDLE.test(text)) return `https://www.${SOCIAL_HOSTS[network][0]}/${text.replace(/^@/, '')}`;
  const url = networkUrl(network, /^https?:\/\//i.test(text) ? text : `https://${text}`, ['https:', 'http:']);
  if (!url) return null;
  url.protocol = 'https:';
  return url.href;
}
