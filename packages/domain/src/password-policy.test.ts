import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecklist } from './password-policy';

const metKeys = (password: string) => passwordChecklist(password).filter((c) => c.met).map((c) => c.key);

describe('passwordChecklist', () => {
  it('lists the five rules in the spec order with their Spanish labels', () => {
    expect(passwordChecklist('').map((c) => c.label)).toEqual([
      'Mínimo 8 caracteres',
      'Al menos una mayúscula',
      'Al menos una minúscula',
      'Al menos un número',
      'Al menos un carácter especial (!@#$%^&*)',
    ]);
    expect(metKeys('')).toEqual([]);
  });
  it('meets the length rule at exactly 8 characters, not 7', () => {
    expect(metKeys('abcdefg')).not.toContain('minLength');
    expect(metKeys('abcdefgh')).toContain('minLength');
  });
  it('counts an emoji as one character', () => {
    expect(metKeys('abcdefg😀')).toContain('minLength');
    expect(metKeys('abcdef😀')).not.toContain('minLength');
  });
  it('tells each character class apart', () => {
    expect(metKeys('A')).toEqual(['uppercase']);
    expect(metKeys('a')).toEqual(['lowercase']);
    expect(metKeys('7')).toEqual(['digit']);
  });
  it('accepts Spanish letters as upper and lower case', () => {
    expect(metKeys('Ñ')).toEqual(['uppercase']);
    expect(metKeys('ñ')).toEqual(['lowercase']);
  });
  it('accepts only the listed special characters', () => {
    for (const c of '!@#$%^&*') expect(metKeys(c)).toEqual(['special']);
    for (const c of ['.', '-', '_', '?', ' ']) expect(metKeys(c)).toEqual([]);
  });
});

describe('isStrongPassword', () => {
  it('accepts a password that meets every rule', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
  });
  it('refuses a password missing any one rule', () => {
    for (const weak of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']) expect(isStrongPassword(weak)).toBe(false);
  });
  it('allows 128 characters and refuses 129', () => {
    const base = 'Abcdef1!';
    expect(isStrongPassword(base + 'a'.repeat(120))).toBe(true);
    expect(isStrongPassword(base + 'a'.repeat(121))).toBe(false);
  });
});
