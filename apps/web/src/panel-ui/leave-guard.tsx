import { tp } from '@plaza/domain/messages/es-panel';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Keeps a form's unsaved changes from being lost by a stray tap: while `dirty`, leaving the page
 * inside the panel (a link, the menu, the phone's back button) asks first, and reloading or
 * closing the tab gets the browser's own question. `allowLeaving()` lets the next navigation
 * through without asking (a form that has just been saved and moves on). Render `dialog`.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show their question only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      title={blocker.state === 'blocked' ? tp('storeScreens.common.leaveTitle') : null}
      body={tp('storeScreens.common.leaveBody')}
      confirmLabel={tp('storeScreens.common.leaveConfirm')}
      cancelLabel={tp('storeScreens.common.keepEditing')}
      pending={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
