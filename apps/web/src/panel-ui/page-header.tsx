import type { ReactNode } from 'react';

/** A panel screen's title, one line on what it is for, and its main action beside them. */
export function PageHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}
