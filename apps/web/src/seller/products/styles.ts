// Class lists of the product screens' controls: every one at least 44 px tall, white text only on
// brand-700 or darker and rose-700 (contrast ≥ 4.5:1), the site's focus ring on all.

export const smallButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 active:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export const smallPrimaryButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';

export const compactInput =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 focus:border-brand-700';

export const sectionBox = 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4';

/** The four actions under a product of the list: one row of four on a 360 px phone. */
export const rowAction =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-1 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 active:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export const rowDanger =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-1 text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';
