import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMaintenanceMode } from '../api/maintenance-mode';
import { queryClient } from '../api/query-client';
import { MaintenanceModal } from './maintenance-modal';
import { Toaster } from './toaster';
import { DataSaverProvider } from '../ui/data-saver';

/**
 * What every screen needs above the router: server state, toasts and the maintenance gate. The
 * browser's query client unless `client` says otherwise (each server render passes its own).
 */
export function Providers({ children, client = queryClient, dataSaver }: { children: ReactNode; client?: QueryClient; dataSaver?: boolean }) {
  const maintenance = useMaintenanceMode();
  return (
    <QueryClientProvider client={client}>
      <DataSaverProvider on={dataSaver}>
        <div className="contents" inert={maintenance}>
          {children}
        </div>
      </DataSaverProvider>
      <Toaster />
      {maintenance && <MaintenanceModal />}
    </QueryClientProvider>
  );
}
