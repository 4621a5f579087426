import type { ReactNode } from 'react';
import { PageContainer } from '../../ui/page-container';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to sign-up, to login, home). */
  footer?: ReactNode;
  /** The sign-up form needs more room for its two-column rows. */
  wide?: boolean;
}

/** The frame of every account screen: one centred card, full width on a phone. */
export function AuthCard({ title, intro, children, footer, wide = false }: AuthCardProps) {
  return (
    <PageContainer className="py-6 sm:py-12">
      <div className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {intro && <div className="mt-2 text-slate-700">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 flex flex-col items-center gap-3 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </PageContainer>
  );
}

/** A text link in the account screens' copy. */
export const textLink = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
