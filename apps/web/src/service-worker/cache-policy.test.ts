import { describe, expect, it } from 'vitest';
import { fileCacheOf, isCatalogueRequest, isSeedMessage, isStorableAnswer, SEED_MESSAGE } from './cache-policy';

describe('isCatalogueRequest', () => {
  it('keeps the public catalogue, the reference data and the legal texts', () => {
    for (const path of [
      '/api/market/hero',
      '/api/market/stores',
      '/api/market/stores/tecnocuba',
      '/api/market/stores/tecnocuba/tags/',
      '/api/market/products/12',
      '/api/market/products/12/reviews',
      '/api/market/search',
      '/api/market/customSection/ofertas',
      '/api/market/footer',
      '/api/market/paymentMethods/3',
      '/api/admin/categories',
      '/api/admin/ubications',
      '/mark/privacy.md',
    ]) {
      expect(isCatalogueRequest(path), path).toBe(true);
    }
  });

  it('never keeps what is about one person, nor anything outside the catalogue', () => {
    for (const path of [
      '/api/market/auth',
      '/api/market/orders',
      '/api/market/profile/favorites',
      '/api/market/customer/coupons/HOLA/validate/3',
      '/api/market/suggest',
      '/api/user/customer/profile',
      '/api/user/referrals',
      '/api/auth/csrf-token',
      '/api/admin/stores',
      '/api/health',
      '/img/a.webp',
      '/',
    ]) {
      expect(isCatalogueRequest(path), path).toBe(false);
    }
  });
});

describe('isStorableAnswer', () => {
  it('stores a 200 without a rule against it', () => {
    expect(isStorableAnswer(200, null)).toBe(true);
    expect(isStorableAnswer(200, 'public, max-age=60')).toBe(true);
    expect(isStorableAnswer(200, 'no-cache')).toBe(true);
  });

  it('refuses errors, no-store and private answers', () => {
    expect(isStorableAnswer(404, null)).toBe(false);
    expect(isStorableAnswer(500, null)).toBe(false);
    expect(isStorableAnswer(200, 'no-store')).toBe(false);
    expect(isStorableAnswer(200, 'private, max-age=0')).toBe(false);
    expect(isStorableAnswer(200, 'max-age=0, No-Store')).toBe(false);
  });
});

describe('seed messages', () => {
  it('accepts the page’s message and nothing else', () => {
    expect(isSeedMessage({ type: SEED_MESSAGE, answers: [{ path: '/api/market/hero', data: [] }], files: ['/assets/a.js'] })).toBe(true);
    expect(isSeedMessage({ type: SEED_MESSAGE, answers: [{ data: [] }], files: [] })).toBe(false);
    expect(isSeedMessage({ type: SEED_MESSAGE, answers: [], files: [1] })).toBe(false);
    expect(isSeedMessage({ type: 'other', answers: [], files: [] })).toBe(false);
    expect(isSeedMessage(null)).toBe(false);
  });

  it('routes files to the build or the image cache only', () => {
    expect(fileCacheOf('/assets/index-abc.js')).toBe('assets');
    expect(fileCacheOf('/img/abc-card.webp')).toBe('images');
    expect(fileCacheOf('/api/market/hero')).toBeUndefined();
    expect(fileCacheOf('/sw.js')).toBeUndefined();
  });
});
