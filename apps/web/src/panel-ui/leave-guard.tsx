import { tp } from '@plaza/domain/messages/es-panel';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

let guards = 0;

/**
 * React Router's useBlocker, on the router the storefront's code already holds. Calling useBlocker
 * itself would put its code in the shared React Router chunk that every storefront page loads
 * (182 bytes compressed on the product page, whose budget has 0.2 KB left) for a panel-only
 * feature. The router's getBlocker/deleteBlocker are what useBlocker calls; e2e/unsaved-changes
 * fails if an upgrade changes them.
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const [key] = useState(() => `leave-guard-${++guards}`);
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => (router ? () => router.deleteBlocker(key) : undefined), [router, key]);
  return state?.blockers.get(key);
}

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
  const blocker = useRouterBlocker(shouldBlock);

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
      title={blocker?.state === 'blocked' ? tp('storeScreens.common.leaveTitle') : null}
      body={tp('storeScreens.common.leaveBody')}
      confirmLabel={tp('storeScreens.common.leaveConfirm')}
      cancelLabel={tp('storeScreens.common.keepEditing')}
      pending={false}
      onConfirm={() => blocker?.proceed?.()}
      onClose={() => blocker?.reset?.()}
    />
  );
  return {
    dialog,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
