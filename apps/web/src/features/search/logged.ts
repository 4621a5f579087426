/** Search, suggestion, store list and filter failures are only logged (spec section 8); an aborted request is not a failure. */
export async function logged<T>(what: string, signal: AbortSignal, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!signal.aborted) console.error(`Could not load ${what}`, error);
    throw error;
  }
}
