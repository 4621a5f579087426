import { describe, expect, it } from 'vitest';
import { isSocialAccount, socialProfileUrl } from './social-links';

describe('isSocialAccount', () => {
  it("accepts a handle or a link on the network's own site", () => {
    for (const value of ['@tienda', 'tienda', 'dulces.marta_22', 'https://instagram.com/tienda', 'https://www.instagram.com/tienda/', 'https://www.instagram.com/tienda?igsh=abc']) {
      expect(isSocialAccount('instagram', value), value).toBe(true);
    }
    for (const value of ['@tienda', 'https://facebook.com/tienda', 'https://www.facebook.com/profile.php?id=1000', 'https://m.facebook.com/tienda', 'https://fb.com/tienda', 'https://www.fb.com/tienda']) {
      expect(isSocialAccount('facebook', value), value).toBe(true);
    }
  });

  it('refuses a link anywhere else, however it is dressed up, and anything that is not a handle', () => {
    const hostile = [
      'https://evil.example/tienda',
      'https://instagram.com.evil.example/tienda',
      'https://evil.example/instagram.com/tienda',
      'https://instagram.com@evil.example/tienda',
      'https://user:pass@instagram.com/tienda',
      'https://instagram.com:8443/tienda',
      'http://instagram.com/tienda',
      'javascript:alert(1)',
      'con espacios',
      '//evil.example',
      'https://facebook.com/tienda',
    ];
    for (const value of hostile) expect(isSocialAccount('instagram', value), value).toBe(false);
    expect(isSocialAccount('facebook', 'https://instagram.com/tienda')).toBe(false);
    expect(isSocialAccount('facebook', 'https://facebook.evil.example/tienda')).toBe(false);
  });
});

describe('socialProfileUrl', () => {
  it("builds a handle's link on the network's site, and keeps the network's own links over https", () => {
    expect(socialProfileUrl('instagram', '@tienda')).toBe('https://www.instagram.com/tienda');
    expect(socialProfileUrl('instagram', ' tienda ')).toBe('https://www.instagram.com/tienda');
    expect(socialProfileUrl('facebook', 'tienda.cuba')).toBe('https://www.facebook.com/tienda.cuba');
    expect(socialProfileUrl('instagram', 'https://instagram.com/tienda')).toBe('https://instagram.com/tienda');
    // Older stored values: plain http, or the site without a scheme.
    expect(socialProfileUrl('facebook', 'http://m.facebook.com/tienda')).toBe('https://m.facebook.com/tienda');
    expect(socialProfileUrl('instagram', 'www.instagram.com/tienda')).toBe('https://www.instagram.com/tienda');
  });

  it('leads nowhere for an empty value or a link stored elsewhere before the check', () => {
    for (const value of ['', '  ', 'https://evil.example/tienda', 'evil.example/tienda', 'javascript:alert(1)', 'https://instagram.com@evil.example/x']) {
      expect(socialProfileUrl('instagram', value), value).toBeNull();
    }
  });
});
