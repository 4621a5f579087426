/** The largest id the database holds (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A product id from the URL: a positive whole number, else undefined (which can only be a missing product). */
export function parseProductId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}
