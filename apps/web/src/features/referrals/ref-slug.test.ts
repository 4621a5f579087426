import { describe, expect, it } from 'vitest';
import {
  forgetUsedRefSlug,
  parseRememberedReferral,
  readRefSlug,
  REF_SLUG_KEY,
  REFERRAL_DAYS,
  REMEMBERED_REFERRAL_KEY,
  rememberRefSlug,
  type ReferralStores,
} from './ref-slug';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 15, 12);

/** Web Storage's behaviour over a Map: the browser API the module stands on, not one of ours. */
function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** A storage that refuses everything, as a locked-down browser's does. */
const refusing: Storage = {
  length: 0,
  clear: () => {},
  key: () => null,
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

/** One device: its local storage, shared by every tab, and one session storage per tab. */
function device() {
  const local = memoryStore();
  return { local, tab: (): ReferralStores => ({ session: memoryStore(), local }) };
}

describe('the referral slug of a /ref/ link', () => {
  it('is kept in the tab as ref_slug and on the device, where a new tab (the activation e-mail) finds it', () => {
    const { tab } = device();
    const linkTab = tab();
    rememberRefSlug('abc123', 7, NOW, linkTab);
    expect(linkTab.session!.getItem(REF_SLUG_KEY)).toBe('abc123');
    expect(readRefSlug(NOW, linkTab)).toBe('abc123');

    const activationTab = tab();
    expect(activationTab.session!.getItem(REF_SLUG_KEY)).toBeNull();
    expect(readRefSlug(NOW + DAY, activationTab)).toBe('abc123');
  });

  it('lasts 30 days on the device, and an expired record is dropped', () => {
    const { tab, local } = device();
    rememberRefSlug('abc123', 7, NOW, tab());
    const later = tab();
    expect(readRefSlug(NOW + REFERRAL_DAYS * DAY - 1, later)).toBe('abc123');
    expect(readRefSlug(NOW + REFERRAL_DAYS * DAY, later)).toBeNull();
    expect(local.getItem(REMEMBERED_REFERRAL_KEY)).toBeNull();
  });

  it('lets the last link opened win, whichever tab opened it', () => {
    const { tab } = device();
    const first = tab();
    rememberRefSlug('primero', 7, NOW, first);
    rememberRefSlug('segundo', 8, NOW + 1000, tab());
    expect(readRefSlug(NOW + 2000, first)).toBe('segundo');
    expect(readRefSlug(NOW + 2000, tab())).toBe('segundo');
  });

  it('falls back to the tab’s own slug when the device keeps none', () => {
    const session = memoryStore();
    session.setItem(REF_SLUG_KEY, 'solo-pestana');
    expect(readRefSlug(NOW, { session, local: memoryStore() })).toBe('solo-pestana');
    expect(readRefSlug(NOW, { session, local: null })).toBe('solo-pestana');
    expect(readRefSlug(NOW, { session: memoryStore(), local: memoryStore() })).toBeNull();
  });

  it('ignores a device record it did not write', () => {
    for (const text of ['no es json', '{}', '{"slug":"","productId":1,"expiresAt":9e15}', '{"slug":"a","productId":"1","expiresAt":9e15}', 'null']) {
      expect(parseRememberedReferral(text, NOW), text).toBeNull();
    }
    const local = memoryStore();
    local.setItem(REMEMBERED_REFERRAL_KEY, '{"slug":"x"');
    expect(readRefSlug(NOW, { session: memoryStore(), local })).toBeNull();
  });

  it('keeps nothing, and breaks nothing, where the browser refuses storage', () => {
    const stores = { session: refusing, local: refusing };
    expect(() => rememberRefSlug('abc123', 7, NOW, stores)).not.toThrow();
    expect(readRefSlug(NOW, stores)).toBeNull();
    expect(() => forgetUsedRefSlug('abc123', [7], NOW, stores)).not.toThrow();
    expect(readRefSlug(NOW, { session: null, local: null })).toBeNull();
  });
});

describe('forgetting a used referral', () => {
  it('forgets it on the device and in the tab after an order that included its product', () => {
    const { tab } = device();
    const linkTab = tab();
    rememberRefSlug('abc123', 7, NOW, linkTab);
    forgetUsedRefSlug('abc123', [3, 7], NOW, linkTab);
    expect(readRefSlug(NOW, linkTab)).toBeNull();
    expect(readRefSlug(NOW, tab())).toBeNull();
  });

  it('keeps it after an order of other products, for the order that will include its product', () => {
    const { tab } = device();
    const linkTab = tab();
    rememberRefSlug('abc123', 7, NOW, linkTab);
    forgetUsedRefSlug('abc123', [3], NOW, linkTab);
    expect(readRefSlug(NOW, linkTab)).toBe('abc123');
    expect(readRefSlug(NOW, tab())).toBe('abc123');
  });

  it('keeps a newer link opened while the order was on its way', () => {
    const { tab } = device();
    const orderTab = tab();
    rememberRefSlug('viejo', 7, NOW, orderTab);
    const sent = readRefSlug(NOW, orderTab);
    rememberRefSlug('nuevo', 7, NOW + 1000, tab());
    forgetUsedRefSlug(sent, [7], NOW + 2000, orderTab);
    expect(readRefSlug(NOW + 2000, orderTab)).toBe('nuevo');
  });

  it('forgets a slug the tab kept without the device’s record once an order sent it, and does nothing when none was sent', () => {
    const session = memoryStore();
    session.setItem(REF_SLUG_KEY, 'solo-pestana');
    const stores = { session, local: memoryStore() };
    forgetUsedRefSlug(undefined, [7], NOW, stores);
    expect(readRefSlug(NOW, stores)).toBe('solo-pestana');
    forgetUsedRefSlug('solo-pestana', [7], NOW, stores);
    expect(readRefSlug(NOW, stores)).toBeNull();
  });
});
