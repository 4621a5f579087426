import type { Database } from '../src/db/connection';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';
import { DEMO_CUSTOMER } from './demo';

/** The e-mail of the n-th load-test customer (1-based): cliente1@plaza.local, cliente2@… */
export const loadTestCustomerEmail = (n: number) => DEMO_CUSTOMER.email.replace('@', `${n}@`);

/**
 * Activated customers for load tests (`npm run seed -- --customers N`), each with the demo
 * customer's password, so that many shoppers can order at once without meeting the per-customer
 * order limit. Ones that exist already are left as they are.
 */
export async function addCustomers(db: Database, count: number): Promise<number> {
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  const now = new Date();
  let added = 0;
  for (let first = 1; first <= count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first + 1) }, (_, i) => ({
      email: loadTestCustomerEmail(first + i),
      passwordHash,
      name: 'Cliente',
      lastName: `de prueba ${first + i}`,
      role: 'customer' as const,
      activatedAt: now,
      acceptedTermsAt: now,
    }));
    const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    added += inserted.length;
  }
  return added;
}
