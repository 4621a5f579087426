import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_MAX, PROFILE_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels, orderNumber, truncate } from './constants';
import { t } from './messages/es-server';

describe('truncate', () => {
  it('leaves text at the limit untouched, without an ellipsis', () => {
    const forty = 'a'.repeat(CARD_DESCRIPTION_MAX);
    expect(truncate(forty, CARD_DESCRIPTION_MAX)).toBe(forty);
    expect(truncate('Arroz', CARD_DESCRIPTION_MAX)).toBe('Arroz');
  });
  it('cuts one character over the limit and marks the cut', () => {
    expect(truncate('a'.repeat(41), CARD_DESCRIPTION_MAX)).toBe(`${'a'.repeat(40)}…`);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Arroz de Cuba', 6)).toBe('Arroz…');
  });
  it('never splits an emoji', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀…');
  });
});

describe('orderNumber', () => {
  it('shows the first 8 characters of the order id', () => {
    expect(orderNumber('3f2a9c1e-77b0-4d5e-9a1b-0c2d3e4f5a6b')).toBe('3f2a9c1e');
  });
  it('keeps a shorter id whole and accepts numeric ids', () => {
    expect(orderNumber('abc')).toBe('abc');
    expect(orderNumber(1234567890)).toBe('12345678');
  });
});

describe('megabytes', () => {
  it('writes a byte limit in decimal megabytes, with a decimal comma when it needs one', () => {
    expect(megabytes(1_000_000)).toBe('1 MB');
    expect(megabytes(1_500_000)).toBe('1,5 MB');
    expect(megabytes(5_000_000)).toBe('5 MB');
  });
  it('makes the profile image message name the limit the server enforces', () => {
    expect(t('account.imageTooLarge', { size: megabytes(PROFILE_IMAGE_MAX_BYTES) })).toBe('La imagen no debe superar 1 MB');
  });
});

describe('megapixels', () => {
  it('writes the upload pixel cap in whole megapixels', () => {
    expect(megapixels(UPLOAD_IMAGE_MAX_PIXELS)).toBe('20');
  });
});
