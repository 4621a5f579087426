import type { ReactNode } from 'react';

interface OutcomeProps {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
}

function OutcomeIcon({ tone }: { tone: OutcomeProps['tone'] }) {
  return (
    <span
      className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tone === 'success' ? 'bg-emerald-100 text-emerald-700' : 'bg-rose-100 text-rose-700'}`}
      aria-hidden="true"
    >
      <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
        {tone === 'success' ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M12 7v6m0 4h.01" />}
      </svg>
    </span>
  );
}

/** The result of an account step (activated, link sent, bad token): an icon, a line and what to do next. */
export function Outcome({ tone, title, children }: OutcomeProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <OutcomeIcon tone={tone} />
      <p className={`text-lg font-bold ${tone === 'success' ? 'text-emerald-800' : 'text-rose-800'}`}>{title}</p>
      {children && <div className="flex w-full flex-col items-center gap-3 text-slate-700">{children}</div>}
    </div>
  );
}
