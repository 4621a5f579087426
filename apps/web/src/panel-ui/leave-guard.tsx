import { tp } from '@plaza/domain/messages/es-panel';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

/** Tells a page's scope whether one of its forms has unsaved changes. */
const DirtyForms = createContext<((form: string, dirty: boolean) => void) | null>(null);

/**
 * The leave guard of a page whose forms open inline (a list's editor above it, a row edited in
 * place): several can be open at once, and React Router takes one blocker at a time, so the page
 * holds one guard that asks while any of its forms reports changes (`useUnsavedChanges`). A form
 * that is saved or cancelled closes, and with it its changes.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((form: string, dirty: boolean) => {
    setDirtyForms((forms) => {
      if (forms.has(form) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const { dialog } = useLeaveGuard(dirtyForms.size > 0);
  return (
    <DirtyForms.Provider value={report}>
      {children}
      {dialog}
    </DirtyForms.Provider>
  );
}

/** An inline form's part in its page's `UnsavedChangesScope`: `dirty` while it has changes. */
export function useUnsavedChanges(dirty: boolean) {
  const report = useContext(DirtyForms);
  const form = useId();
  useEffect(() => {
    if (!report) return;
    report(form, dirty);
    return () => report(form, false);
  }, [report, form, dirty]);
}
