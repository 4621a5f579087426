import { describe, expect, it } from 'vitest';
import { t } from './es-server';

describe('t', () => {
  it('reads a nested message', () => {
    expect(t('maintenance.title')).toBe('Sitio en Mantenimiento');
  });
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('errors.tooManyRequests', { seconds: 30 })).toBe('Demasiados intentos. Espera 30 segundos e inténtalo de nuevo.');
    expect(t('errors.field.tooLong', { field: 'nombre' })).toContain('{max}');
  });
});
