import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMaintenanceMode } from '../api/maintenance-mode';
import { queryClient } from '../api/query-client';
import { MaintenanceModal } from './maintenance-modal';
import { Toaster } from './toaster';

/**
 * What every screen needs above the router: server state, toasts and the maintenance gate. The
 * browser's query client unless `client` says otherwise (each server render passes its own).
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const maintenance = useMaintenanceMode();
  return (
    <QueryClientProvider client={client}>
      <div className="contents" inert={maintenance}>
        {children}
      </div>
      <Toaster />
      {maintenance && <MaintenanceModal />}
    </QueryClientProvider>
  );
}
