import { t } from '@plaza/domain/messages/es';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from './button-styles';
import { useOnline } from './use-online';

interface PageMessageProps {
  /** The message, shown as the page's heading. */
  title: string;
  children?: ReactNode;
  /** Where the link leads; home by default. */
  linkTo?: string;
  linkText?: string;
  /** For a failure that may pass (not a 404): a 'Reintentar' button that asks again. */
  onRetry?: () => void;
  /** True while the retry is under way: the button waits. */
  retrying?: boolean;
}

/** A page that could not show its content: a heading saying why and a way out. */
export function PageMessage({ title, children, linkTo = '/', linkText = t('common.backHome'), onRetry, retrying = false }: PageMessageProps) {
  const online = useOnline();
  const body = children ?? (onRetry && (online ? t('offline.tryAgain') : t('offline.checkConnection')));
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {body && <div className="mt-3 max-w-md text-slate-700">{body}</div>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" className={primaryButton} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            {t('common.retry')}
          </button>
        )}
        <Link to={linkTo} className={secondaryButton}>
          {linkText}
        </Link>
      </div>
    </div>
  );
}

/** An empty list's notice, in place of the list. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">{children}</p>;
}

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
