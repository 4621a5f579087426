import { t } from '@plaza/domain/messages/es';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { secondaryButton } from './button-styles';

interface PageMessageProps {
  /** The message, shown as the page's heading. */
  title: string;
  children?: ReactNode;
  /** Where the link leads; home by default. */
  linkTo?: string;
  linkText?: string;
}

/** A page that could not show its content: a heading saying why and a way out. */
export function PageMessage({ title, children, linkTo = '/', linkText = t('common.backHome') }: PageMessageProps) {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 max-w-md text-slate-700">{children}</div>}
      <Link to={linkTo} className={`${secondaryButton} mt-8`}>
        {linkText}
      </Link>
    </div>
  );
}

/** An empty list's notice, in place of the list. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">{children}</p>;
}
