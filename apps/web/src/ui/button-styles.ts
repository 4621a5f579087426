// Shared class lists so links and buttons that look alike stay alike.

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 active:bg-slate-100';

export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors';
