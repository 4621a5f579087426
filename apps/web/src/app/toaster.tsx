import { t } from '@plaza/domain/messages/es';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../ui/notify';

// sonner (about 9 KB compressed) is only needed once something goes wrong or right, so it
// loads with the first toast (ui/notify.ts). Toasts raised before it mounts are replayed by
// sonner when the Toaster subscribes.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('shell.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('shell.closeNotification') }}
      />
    </Suspense>
  );
}
