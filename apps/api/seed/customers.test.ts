import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../src/test/app';
import { addCustomers, loadTestCustomerEmail } from './customers';
import { DEMO_CUSTOMER } from './demo';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
});
afterAll(() => app.cleanup());

describe('load-test customers', () => {
  it('adds activated customers who log in with the demo password, once', async () => {
    expect(await addCustomers(app.deps.db, 3)).toBe(3);
    expect(await addCustomers(app.deps.db, 4)).toBe(1);
    expect(loadTestCustomerEmail(2)).toBe('cliente2@plaza.local');
    const login = await new Client(app).send('POST', '/api/auth/login', { email: 'cliente4@plaza.local', password: DEMO_CUSTOMER.password });
    expect(login.statusCode).toBe(200);
  });
});
