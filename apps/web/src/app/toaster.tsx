import { t } from '@plaza/domain/messages/es';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../ui/notify';

// sonner (about 9 KB compressed) is only needed once something goes wrong or right, so it
// loads with the first toast (ui/notify.ts). Toasts raised before it mounts are replayed by
// sonner when the Toaster subscribes.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// Toasts open under the sticky header, never over it: a toast over the account or cart button
// would take the tap meant for it (and a pointer resting on a toast keeps it from closing).
const belowHeader = { top: 'calc(var(--header-height) + 0.5rem)' };

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={belowHeader}
        mobileOffset={belowHeader}
        richColors
        closeButton
        containerAriaLabel={t('shell.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('shell.closeNotification') }}
      />
    </Suspense>
  );
}
