import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './redact-url';

const secret = 'k9Xq2v7LmN4pR8sT1wY6zA3bC5dE0fGh';

describe('redactUrl', () => {
  it('hides the token of every page a mailed link opens, and keeps the rest of the query', () => {
    expect(redactUrl(`/reset-password?token=${secret}`)).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl(`/reset-password?token=${secret}&welcome=1`)).toBe(`/reset-password?token=${REDACTED}&welcome=1`);
    expect(redactUrl(`/activate?token=${secret}`)).toBe(`/activate?token=${REDACTED}`);
    expect(redactUrl(`/become-a-seller/confirm?utm=mail&token=${secret}`)).toBe(`/become-a-seller/confirm?utm=mail&token=${REDACTED}`);
    // A store's invitation carries its token in the page's path.
    expect(redactUrl(`/seller/join/${secret}`)).toBe(`/seller/join/${REDACTED}`);
    expect(redactUrl(`/Seller//join/${secret}?x=1`)).not.toContain(secret);
  });

  it('hides any secret-bearing query parameter, however its name is spelled', () => {
    for (const name of ['TOKEN', 'to%6Ben', 'password', 'code', 'secret', 'access_token', 'api_key']) {
      expect(redactUrl(`/x?${name}=${secret}`), name).toBe(`/x?${name}=${REDACTED}`);
    }
    expect(redactUrl(`/x?token=${secret}&token=${secret}`)).toBe(`/x?token=${REDACTED}&token=${REDACTED}`);
  });

  it('hides the token segment of every API route that takes one, however the path is spelled', () => {
    expect(redactUrl(`/api/auth/activate/${secret}`)).toBe(`/api/auth/activate/${REDACTED}`);
    expect(redactUrl(`/api/auth/resetPassword/${secret}`)).toBe(`/api/auth/resetPassword/${REDACTED}`);
    expect(redactUrl(`/api/auth/welcome/${secret}?x=1`)).toBe(`/api/auth/welcome/${REDACTED}?x=1`);
    expect(redactUrl(`/api/store_admin/storeSolicitude/confirm/${secret}`)).toBe(`/api/store_admin/storeSolicitude/confirm/${REDACTED}`);
    expect(redactUrl(`/api/market/customer/coupons/VIP-${secret}/validate/7`)).toBe(`/api/market/customer/coupons/${REDACTED}/validate/7`);
    expect(redactUrl(`/api/user/staffInvitations/${secret}`)).toBe(`/api/user/staffInvitations/${REDACTED}`);
    for (const spelling of [`/API/auth/activate/${secret}`, `//api//auth/activate/${secret}`, `/%61pi/auth/%61ctivate/${secret}`, `/api/auth/resetpassword/${secret}/`]) {
      expect(redactUrl(spelling), spelling).not.toContain(secret);
    }
  });

  it('leaves every other address as it came', () => {
    for (const url of ['/', '/api/health?x=1', '/api/auth/activate', '/api/market/products/12?page=2&sort=newest', '/search?q=token%20de%20regalo', '/reset-password?welcome=1', '/x?token', '/%zz?a=%zz']) {
      expect(redactUrl(url), url).toBe(url);
    }
  });
});
