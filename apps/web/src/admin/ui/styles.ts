/** A small coloured label of a row's state (Suspendida, Oculta, Desactivada). */
export const badge = {
  neutral: 'inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800',
  good: 'inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900',
  warning: 'inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900',
  bad: 'inline-flex items-center rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900',
};

/** A select of a list's filters, as tall as the panel's inputs. */
export const selectClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/** A link in a row's line of links (Ver en Plaza, Registro de cambios): underlined, 44 px tall to tap. */
export const rowLink = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The answer that refuses or takes something away (Rechazar, Suspender) beside a primary button. */
export const dangerOutlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-rose-800 shadow-sm ring-1 ring-rose-300 transition-colors hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A quiet pill beside them (Cambiar plan, Reabrir). */
export const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
