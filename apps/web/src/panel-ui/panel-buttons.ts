// The panel's button looks beyond the storefront's (ui/button-styles): every one at least 44 px tall.

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A quiet action in a list row (Editar, Eliminar): a 44 px target with a visible outline. */
export const rowButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export const rowDangerButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A white card that groups a form's fields or a list. */
export const panelCard = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
