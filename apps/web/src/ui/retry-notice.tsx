import { t } from '@plaza/domain/messages/es';
import { secondaryButton } from './button-styles';
import { useOnline } from './use-online';

interface RetryNoticeProps {
  /** What could not be loaded. */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way: the button waits. */
  retrying?: boolean;
  className?: string;
}

/** In place of a part of a page whose call failed: what failed, a hint when offline, and 'Reintentar'. */
export function RetryNotice({ message, onRetry, retrying = false, className = '' }: RetryNoticeProps) {
  const online = useOnline();
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}>
      <p className="font-medium text-rose-800">{message}</p>
      <p className="text-sm text-slate-700">{online ? t('offline.tryAgain') : t('offline.checkConnection')}</p>
      <button type="button" className={secondaryButton} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t('common.retry')}
      </button>
    </div>
  );
}
