// A seller and their store written straight into a benchmark's PostgreSQL database, as an
// approved application leaves them, with the password hashed as the server hashes it.
import { hash } from '@node-rs/argon2';
import pg from 'pg';

/** An activated seller `email` / `password` (last name `lastName`) owning a store `storeName` at `slug`; the store's id. */
export async function addSellerWithStore(databaseUrl, { email, password, lastName, storeName, slug }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const { rows: users } = await client.query(
      `insert into users (email, password_hash, name, last_name, role, activated_at, accepted_terms_at)
       values ($1, $2, 'Vendedora', $3, 'seller', now(), now()) returning id`,
      [email, passwordHash, lastName],
    );
    const { rows: stores } = await client.query(
      `insert into stores (owner_id, name, slug, category_id) values ($1, $2, $3, (select min(id) from categories)) returning id`,
      [users[0].id, storeName, slug],
    );
    return stores[0].id;
  } finally {
    await client.end();
  }
}
