import { useEffect } from 'react';
import { applyErrorPolicy } from '../api/error-policy';

/**
 * A page whose own call failed shows its message; the site-wide policy (spec section 8) still
 * answers the status: a 403 or 500 toast, maintenance for 502/503, silence for 401 and 404.
 */
export function useErrorPolicy(error: unknown): void {
  useEffect(() => {
    if (error) applyErrorPolicy(error);
  }, [error]);
}
