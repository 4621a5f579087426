import { useEffect } from 'react';
import { HttpError } from '../../api/api-fetch';
import { notify } from '../../ui/notify';

function isMaintenance(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 502 || error.status === 503);
}

/**
 * Says `message` in a toast when a query fails (spec section 8, reference data). 502/503 are
 * left to the maintenance modal.
 */
export function useFailureToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error || isMaintenance(error)) return;
    notify(message, 'error');
  }, [error, message]);
}
