import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMaintenanceMode } from '../api/maintenance-mode';
import { queryClient } from '../api/query-client';
import { MaintenanceModal } from './maintenance-modal';
import { Toaster } from './toaster';

/** What every screen needs above the router: server state, toasts and the maintenance gate. */
export function Providers({ children }: { children: ReactNode }) {
  const maintenance = useMaintenanceMode();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="contents" inert={maintenance}>
        {children}
      </div>
      <Toaster />
      {maintenance && <MaintenanceModal />}
    </QueryClientProvider>
  );
}
