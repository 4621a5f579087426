import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelPaymentMethod } from '@plaza/domain/schemas/panel-catalogue';
import { buildTestApp, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { panelWorld, type PanelWorld } from './panel-world';

let app: TestApp;
let world: PanelWorld;
let digest: () => Promise<Record<string, string>>;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  digest = dataDigest(app);
  base = `/api/store_admin/stores/${world.storeA}/paymentMethods`;
}, 60_000);
afterAll(() => app?.cleanup());

const storefront = async () =>
  (await app.inject(`/api/market/paymentMethods/${world.storeA}`)).json<{ payment_methods: { method_id: number; name: string; instructions: string }[] }>()
    .payment_methods;
const create = (body: object) => world.seller.send('POST', base, body);
const order = (methodId: number) =>
  world.customer.send('POST', '/api/market/orders', { store_id: world.storeA, payment_method_id: methodId, items: [{ product_id: world.products.cup, quantity: 1 }] });

describe('payment methods', () => {
  it('refuses every broken rule with its Spanish message, on create and on the merged edit, changing nothing', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [{ name: '', kind: 'cash' }, tp('paymentMethod.nameRequired')],
      [{ name: 'x'.repeat(61), kind: 'cash' }, tp('fields.tooLong', { max: 60 })],
      [{ name: 'Bitcoin', kind: 'crypto' }, tp('paymentMethod.kindInvalid')],
      [{ name: 'WhatsApp', kind: 'whatsapp' }, tp('paymentMethod.whatsappPhoneRequired')],
      [{ name: 'WhatsApp', kind: 'whatsapp', phone: '  ' }, tp('paymentMethod.whatsappPhoneRequired')],
      [{ name: 'WhatsApp', kind: 'whatsapp', phone: 'llámame' }, tp('fields.invalidPhone')],
      [{ name: 'Transferencia', kind: 'transfer', instructions: 'x'.repeat(501) }, tp('fields.tooLong', { max: 500 })],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await create({ name: 'Efectivo', kind: 'cash', store_id: world.storeB })).statusCode).toBe(400);
    expect(changed(before, await digest())).toEqual([]);
  });

  it('creates a method that checkout lists with its instructions, and edits it by the rules of the result', async () => {
    const created = await create({ name: ' Transferencia ', kind: 'transfer', instructions: 'Cuenta BANDEC 0599 1234\nA nombre de Laura', phone: '+53 5 999 0000' });
    expect(created.statusCode, created.body).toBe(201);
    const method = created.json<PanelPaymentMethod>();
    expect(method).toEqual({
      payment_method_id: expect.any(Number),
      name: 'Transferencia',
      kind: 'transfer',
      phone: null,
      instructions: 'Cuenta BANDEC 0599 1234\nA nombre de Laura',
      enabled: true,
    });
    expect(await storefront()).toContainEqual({ method_id: method.payment_method_id, name: 'Transferencia', instructions: 'Cuenta BANDEC 0599 1234\nA nombre de Laura' });
    expect((await world.seller.get(base)).json<PanelPaymentMethod[]>().map((m) => m.payment_method_id)).toEqual([world.whatsappMethod, method.payment_method_id]);

    const url = `${base}/${method.payment_method_id}`;
    const before = await digest();
    const toWhatsapp = await world.seller.send('PATCH', url, { kind: 'whatsapp' });
    expect(toWhatsapp.statusCode).toBe(400);
    expect(toWhatsapp.json().message).toBe(tp('paymentMethod.whatsappPhoneRequired'));
    const clearPhone = await world.seller.send('PATCH', `${base}/${world.whatsappMethod}`, { phone: null });
    expect(clearPhone.json().message).toBe(tp('paymentMethod.whatsappPhoneRequired'));
    expect((await world.seller.send('PATCH', url, { name: '' })).json().message).toBe(tp('paymentMethod.nameRequired'));
    expect(changed(before, await digest())).toEqual([]);

    const switched = await world.seller.send('PATCH', url, { kind: 'whatsapp', phone: '+53 5 777 8899' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ ...method, kind: 'whatsapp', phone: '+53 5 777 8899' });
    const back = await world.seller.send('PATCH', url, { kind: 'cash' });
    expect(back.json().phone).toBeNull();
  });

  it('hides a disabled method from checkout and refuses orders with it', async () => {
    const method = (await create({ name: 'Efectivo', kind: 'cash' })).json<PanelPaymentMethod>();
    await world.seller.send('PATCH', `${base}/${method.payment_method_id}`, { enabled: false });
    expect((await storefront()).map((m) => m.method_id)).not.toContain(method.payment_method_id);
    const refused = await order(method.payment_method_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(t('orders.paymentMethodInvalid'));
  });

  it('answers 404 for a method of another store, even through this store', async () => {
    const other = await world.otherSeller.send('POST', `/api/store_admin/stores/${world.storeB}/paymentMethods`, { name: 'Efectivo', kind: 'cash' });
    const id = other.json<PanelPaymentMethod>().payment_method_id;
    const before = await digest();
    for (const [method, body] of [['PATCH', { name: 'Mío' }], ['DELETE', undefined]] as const) {
      const response = await world.seller.send(method, `${base}/${id}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(tp('paymentMethod.notFound'));
    }
    expect(changed(before, await digest())).toEqual([]);
  });

  it('deletes an unused method, and archives one that old orders name, which keep showing it', async () => {
    const unused = (await create({ name: 'Efectivo', kind: 'cash' })).json<PanelPaymentMethod>();
    const deleted = await world.seller.send('DELETE', `${base}/${unused.payment_method_id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const used = (await create({ name: 'Zelle', kind: 'transfer', instructions: 'zelle@example.com' })).json<PanelPaymentMethod>();
    const placed = await order(used.payment_method_id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await world.seller.send('DELETE', `${base}/${used.payment_method_id}`)).statusCode).toBe(204);
    const panel = (await world.seller.get(base)).json<PanelPaymentMethod[]>().map((m) => m.payment_method_id);
    expect(panel).not.toContain(used.payment_method_id);
    expect(panel).not.toContain(unused.payment_method_id);
    expect((await storefront()).map((m) => m.method_id)).not.toContain(used.payment_method_id);
    expect((await order(used.payment_method_id)).statusCode).toBe(400);
    expect((await world.seller.send('PATCH', `${base}/${used.payment_method_id}`, { enabled: true })).statusCode).toBe(404);
    expect((await world.seller.send('DELETE', `${base}/${used.payment_method_id}`)).statusCode).toBe(404);

    const history = (await world.customer.get('/api/market/orders')).json<{ orders: { id: string; payment: { method: string } }[] }[]>();
    const old = history.flatMap((group) => group.orders).find((o) => o.id === placed.json().order_id);
    expect(old?.payment.method).toBe('Zelle');
  });
});
