import { t } from '@plaza/domain/messages/es';
import { lazy, Suspense } from 'react';

// sonner (about 9 KB compressed) is only needed once something goes wrong or right, so it
// loads right after the shell instead of in the entry chunk. Toasts raised before it mounts
// are replayed by sonner when the Toaster subscribes.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function Toaster() {
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
