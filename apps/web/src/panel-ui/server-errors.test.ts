import { describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { HttpError, NETWORK_ERROR_STATUS } from '../api/api-fetch';
import { serverErrors } from './server-errors';

const fields = ['code', 'discount_percent', 'products', 'closure', 'closure.closed_until'] as const;
const fallback = 'No se pudo guardar el cupón.';
const messages = { [tp('coupon.duplicate')]: 'code', [tp('coupon.unknownProduct')]: 'products' } as const;

describe('serverErrors', () => {
  it('puts a known catalogue message next to its field, with no form message', () => {
    const found = serverErrors(new HttpError(409, tp('coupon.duplicate')), { fields, messages, fallback });
    expect(found).toEqual({ fields: { code: tp('coupon.duplicate') }, message: null });
  });

  it('finds the field a validation message quotes, the deepest one that matches', () => {
    const message = 'El campo «closure.closed_until» no puede superar 10 caracteres.';
    expect(serverErrors(new HttpError(400, message), { fields, fallback }).fields).toEqual({ 'closure.closed_until': message });
    const nested = 'El valor de «closure.message» no es válido.';
    expect(serverErrors(new HttpError(400, nested), { fields, fallback }).fields).toEqual({ closure: nested });
  });

  it('reads the errors the server lists per field, as an object or as a list of paths', () => {
    const asObject = new HttpError(400, 'Revisa los datos', { code: 'Código repetido', discount_percent: ['Entre 1 y 100'] });
    expect(serverErrors(asObject, { fields, fallback })).toEqual({
      fields: { code: 'Código repetido', discount_percent: 'Entre 1 y 100' },
      message: null,
    });
    const asList = new HttpError(400, 'Revisa los datos', [
      { path: ['products', 0], message: 'No es de esta tienda' },
      { path: '/closure/closed_until', message: 'Antes del inicio' },
    ]);
    expect(serverErrors(asList, { fields, fallback }).fields).toEqual({ products: 'No es de esta tienda', 'closure.closed_until': 'Antes del inicio' });
  });

  it('keeps the server message for the form when a listed error names no field of it', () => {
    const found = serverErrors(new HttpError(400, 'Revisa los datos', { slug: 'Ocupado', code: 'Repetido' }), { fields, fallback });
    expect(found).toEqual({ fields: { code: 'Repetido' }, message: 'Revisa los datos' });
  });

  it('shows an unknown message for the whole form', () => {
    expect(serverErrors(new HttpError(400, 'Los datos enviados no son válidos.'), { fields, fallback })).toEqual({
      fields: {},
      message: 'Los datos enviados no son válidos.',
    });
  });

  it('falls back to the screen text without a server message, offline, or on a non-HTTP error', () => {
    expect(serverErrors(new HttpError(400), { fields, fallback }).message).toBe(fallback);
    expect(serverErrors(new HttpError(NETWORK_ERROR_STATUS), { fields, fallback }).message).toBe(fallback);
    expect(serverErrors(new TypeError('boom'), { fields, fallback }).message).toBe(fallback);
  });

  it('says nothing for maintenance (the site-wide notice does) and never maps a 403 to a field', () => {
    expect(serverErrors(new HttpError(503, 'Mantenimiento'), { fields, fallback })).toEqual({ fields: {}, message: null });
    const forbidden = serverErrors(new HttpError(403, 'El campo «code» está prohibido'), { fields, fallback });
    expect(forbidden.fields).toEqual({});
    expect(forbidden.message).toBe('El campo «code» está prohibido');
  });

  it('follows an alias for a server path the form names otherwise', () => {
    const message = 'El campo «closure.message» no puede superar 200 caracteres.';
    const found = serverErrors(new HttpError(400, message), {
      fields: ['name', 'closure_message'] as const,
      aliases: { 'closure.message': 'closure_message' },
      fallback,
    });
    expect(found).toEqual({ fields: { closure_message: message }, message: null });
  });

  it('matches a message made from a template with placeholders', () => {
    const template = tp('storeApi.usageLimitBelowUses');
    const message = tp('storeApi.usageLimitBelowUses', { used: 12 });
    const found = serverErrors(new HttpError(400, message), { fields: ['usage_limit'] as const, messages: { [template]: 'usage_limit' }, fallback });
    expect(found).toEqual({ fields: { usage_limit: message }, message: null });
    expect(serverErrors(new HttpError(400, 'El límite de usos es raro'), { fields: ['usage_limit'] as const, messages: { [template]: 'usage_limit' }, fallback }).fields).toEqual({});
  });
});
