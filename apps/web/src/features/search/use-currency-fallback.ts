import { useEffect, useEffectEvent } from 'react';
import { HttpError } from '../../api/api-fetch';

/**
 * A search the server refused (400) while a currency is chosen: the address names a currency the
 * market does not have (every other value the page reads is checked before it asks). The page
 * falls back to the default, as for any other bad value in its address, instead of failing:
 * `dropCurrency` replaces the address with the same search without it. True until it has.
 */
export function useCurrencyFallback(error: unknown, currency: string | undefined, dropCurrency: () => void): boolean {
  const refused = error instanceof HttpError && error.status === 400 && currency !== undefined;
  const drop = useEffectEvent(dropCurrency);
  useEffect(() => {
    if (refused) drop();
  }, [refused]);
  return refused;
}
