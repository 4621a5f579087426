import { t } from '@plaza/domain/messages/es';
import { useOnline } from '../ui/use-online';

/** A strip above the header while the browser has no network: what still works, and that the rest will return. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && <p className="bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">{t('offline.banner')}</p>}
    </div>
  );
}
