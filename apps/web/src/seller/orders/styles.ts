// Class lists of the order screens. Their own, not imported from the product screens' or the
// forms' modules: a module two screens share becomes a chunk of its own, and the product
// editor's first load (held to the panel's budget) would pay for the split.

export const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 active:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export const dialogPrimary =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const dialogDanger =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60';

export const textInput =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-2.5 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

export const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
