import { describe, expect, it } from 'vitest';
import { esHistory } from './messages/es-history';
import { fieldLabel, hiddenFromSeller, historyChanges, historyEntityName, historyKindLabel, historyMoment, historyRefs, historyValue } from './history';

const base = { kind: 'products.update', created_at: '2026-03-12T18:05:00Z', entity_id: '12', currency: 'CUP', names: {} as Record<string, string> };

describe('a change-log entry as a person reads it', () => {
  it('writes money with its currency, from minor units', () => {
    const changes = historyChanges({ ...base, before: { price: 125000 }, after: { price: 99950 } });
    expect(changes).toEqual([{ field: 'price', label: 'Precio', before: '1,250.00 CUP', after: '999.50 CUP' }]);
    expect(historyValue('price_monthly', 1500, { ...base, kind: 'store_plans.update', currency: null, before: null, after: null })).toBe('15.00 USD');
    expect(historyValue('amount', 2000, { ...base, kind: 'store_payments.insert', currency: null, before: null, after: { currency: 'USD' } })).toBe('20.00 USD');
    expect(historyValue('stock', 7, { ...base, before: null, after: null })).toBe('7');
  });

  it('names what an id refers to, and says so when it is gone', () => {
    const names = { 'category:5': 'Electrónica', 'user:0b8c': 'Ana Pérez', 'product:12': 'Camisa' };
    const changes = historyChanges({ ...base, names, before: { category_id: 4 }, after: { category_id: 5 } });
    expect(changes).toEqual([{ field: 'category_id', label: 'Categoría', before: 'Categoría eliminada (#4)', after: 'Electrónica' }]);
    expect(historyEntityName({ ...base, names })).toBe('Camisa');
    expect(historyEntityName({ ...base, names: {}, entity_id: '99' })).toBe('Producto eliminado (#99)');
    expect(historyEntityName({ ...base, kind: 'orders.update', entity_id: '1a2b3c4d-0000-4000-8000-000000000000' })).toBe('Pedido 1a2b3c4d');
    expect(historyEntityName({ ...base, entity_id: null })).toBe('');
    expect(historyValue('recorded_by', 'ffff', { ...base, before: null, after: null })).toBe('Cuenta eliminada');
  });

  it('writes dates and times in Spanish, in the market time (Havana)', () => {
    expect(historyMoment('2026-03-12T18:05:00Z')).toBe('12 de marzo de 2026, 14:05');
    expect(historyMoment('2026-01-02T03:04:00Z')).toBe('1 de enero de 2026, 22:04');
    const changes = historyChanges({ ...base, kind: 'stores.update', before: { closed_until: null, paid_through: '2026-04-01' }, after: { closed_until: '2026-12-24', paid_through: '2026-05-01' } });
    expect(changes).toEqual([
      { field: 'closed_until', label: 'Cerrada hasta', before: '(vacío)', after: '24 de diciembre de 2026' },
      { field: 'paid_through', label: 'Pagado hasta', before: '1 de abril de 2026', after: '1 de mayo de 2026' },
    ]);
    expect(historyValue('offer_end', '2026-06-01T16:00:00+00:00', { ...base, before: null, after: null })).toBe('1 de junio de 2026, 12:00');
  });

  it('labels fields and coded values in Spanish, and booleans and percentages as a person says them', () => {
    const changes = historyChanges({ ...base, kind: 'orders.update', before: { status: 'pending_payment', hidden: false }, after: { status: 'paid', hidden: true } });
    expect(changes).toEqual([
      { field: 'status', label: 'Estado', before: 'Pendiente de pago', after: 'Pagado' },
      { field: 'hidden', label: 'Oculto', before: 'No', after: 'Sí' },
    ].sort((a, b) => a.label.localeCompare(b.label, 'es')));
    expect(historyValue('referral_commission_bp', 250, { ...base, before: null, after: null })).toBe('2,5 %');
    expect(historyValue('discount_percent', 15, { ...base, before: null, after: null })).toBe('15 %');
    expect(historyValue('billing_period', 'yearly', { ...base, before: null, after: null })).toBe('Anual');
    expect(fieldLabel('a_new_column')).toBe('a_new_column');
    expect(historyKindLabel('products.update')).toBe('Producto · modificado');
    expect(historyKindLabel('store_applications.insert')).toBe('Solicitud de vendedor · creado');
    expect(historyKindLabel('widgets.delete')).toBe('widgets · eliminado');
  });

  it("lists an insert's new row and a delete's old row, never a secret, and hides what the caller hides", () => {
    expect(historyChanges({ ...base, kind: 'users.insert', before: null, after: { email: 'a@b.c', password_hash: 'x', token_hash: 'y' } })).toEqual([
      { field: 'email', label: 'Correo', after: 'a@b.c' },
    ]);
    expect(historyChanges({ ...base, kind: 'tags.delete', before: { name: 'Nuevo' }, after: null })).toEqual([{ field: 'name', label: 'Nombre', before: 'Nuevo' }]);
    expect(historyChanges({ ...base, kind: 'orders.update', before: { idempotency_key: 'a', status: 'paid' }, after: { idempotency_key: 'b', status: 'cancelled' } }, hiddenFromSeller).map((c) => c.field)).toEqual(['status']);
    expect(['internal_note', 'notes', 'operator_notes', 'recorded_by', 'payment_link'].every(hiddenFromSeller)).toBe(true);
    expect(['name', 'price', 'notebook_model'].some(hiddenFromSeller)).toBe(false);
    expect(historyValue('tags', ['a', 1], { ...base, before: null, after: null })).toBe('["a",1]');
  });

  it('asks the API for the names an entry needs, once per reference', () => {
    expect(historyRefs({ kind: 'products.update', entity_id: '12', before: { category_id: 4 }, after: { category_id: 5, name: 'x' } })).toEqual([
      { ref: 'product', id: '12' },
      { ref: 'category', id: '4' },
      { ref: 'category', id: '5' },
    ]);
    expect(historyRefs({ kind: 'orders.update', entity_id: 'abc', before: null, after: { user_id: 'u1', coupon_id: null } })).toEqual([{ ref: 'user', id: 'u1' }]);
  });

  it('has a label for every value it names', () => {
    for (const values of Object.values(esHistory.values)) for (const label of Object.values(values)) expect(label).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});
