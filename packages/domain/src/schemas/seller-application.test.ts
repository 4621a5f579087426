import { describe, expect, it } from 'vitest';
import { sellerApplicationSchema } from './seller-application';
import type { z } from '../zod-es';

function errors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const application = {
  user_info: { email: 'ana@example.com', name: 'Ana', last_name: 'Pérez', phone: '+53 5 123 4567', accepted_term_and_conditions: true },
  store_info: {
    name: 'La Bodeguita',
    description: 'Productos frescos del barrio',
    store_plan_id: 1,
    category_id: 2,
    billing_period: 'yearly',
    ubication_id: 3,
    currency_id: 4,
  },
};
const withStore = (changes: Record<string, unknown>) => ({ ...application, store_info: { ...application.store_info, ...changes } });
const withUser = (changes: Record<string, unknown>) => ({ ...application, user_info: { ...application.user_info, ...changes } });

describe('sellerApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(sellerApplicationSchema.parse(application)).toEqual(application);
  });
  it('accepts both billing periods and nothing else', () => {
    expect(sellerApplicationSchema.safeParse(withStore({ billing_period: 'monthly' })).success).toBe(true);
    expect(errors(sellerApplicationSchema.safeParse(withStore({ billing_period: 'weekly' })))).toEqual({
      'store_info.billing_period': ['Por favor, selecciona un período de facturación'],
    });
  });
  it('names every missing required field in Spanish', () => {
    expect(errors(sellerApplicationSchema.safeParse({ user_info: {}, store_info: {} }))).toEqual({
      'user_info.email': ['Por favor, introduce un correo electrónico válido'],
      'user_info.name': ['El nombre es obligatorio'],
      'user_info.last_name': ['El apellido es obligatorio'],
      'user_info.accepted_term_and_conditions': ['Debes aceptar los términos y condiciones y la política de privacidad'],
      'store_info.name': ['El nombre de la tienda es obligatorio'],
      'store_info.description': ['La descripción de la tienda es obligatoria'],
      'store_info.store_plan_id': ['Por favor, selecciona un plan'],
      'store_info.category_id': ['Por favor, selecciona una categoría'],
      'store_info.billing_period': ['Por favor, selecciona un período de facturación'],
      'store_info.ubication_id': ['Por favor, selecciona un municipio'],
      'store_info.currency_id': ['Por favor, selecciona una moneda'],
    });
  });
  it('leaves the phone optional', () => {
    expect(sellerApplicationSchema.parse(withUser({ phone: '' })).user_info.phone).toBeUndefined();
  });
  it('limits the store name to 30 characters after trimming', () => {
    expect(sellerApplicationSchema.parse(withStore({ name: ` ${'a'.repeat(30)} ` })).store_info.name).toHaveLength(30);
    expect(errors(sellerApplicationSchema.safeParse(withStore({ name: 'a'.repeat(31) })))).toEqual({
      'store_info.name': ['El nombre de la tienda no puede superar 30 caracteres'],
    });
  });
  it('limits the description to 300 characters', () => {
    expect(sellerApplicationSchema.safeParse(withStore({ description: 'a'.repeat(300) })).success).toBe(true);
    expect(errors(sellerApplicationSchema.safeParse(withStore({ description: 'a'.repeat(301) })))).toEqual({
      'store_info.description': ['La descripción no puede superar 300 caracteres'],
    });
  });
  it('takes ids only as positive integers', () => {
    for (const id of [0, -1, 1.5, '2', null]) {
      expect(errors(sellerApplicationSchema.safeParse(withStore({ category_id: id })))).toEqual({
        'store_info.category_id': ['Por favor, selecciona una categoría'],
      });
    }
  });
});
