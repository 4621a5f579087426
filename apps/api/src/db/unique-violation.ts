type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * PostgreSQL's unique_violation (23505), of `constraint` when named, however the driver wraps it
 * (PGlite and node-postgres differ).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error as DriverError | undefined; cause; cause = cause.cause as DriverError | undefined)
    if (cause.code === '23505') return constraint === undefined || cause.constraint === constraint;
  return false;
}

/**
 * Runs `work`; two writes racing for one unique value make the index refuse the second, which is
 * then told what the first check would have told it (`refusal`).
 */
export async function uniquely<T>(work: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
