import type { ReactNode } from 'react';

/** A whole-page message of the panel (no store, no access, an error), with an optional action. */
export function PanelMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-base text-slate-800">{title}</p>
      {children}
    </div>
  );
}
