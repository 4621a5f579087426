import type { HistoryChange } from '@plaza/domain/history';
import { th } from '@plaza/domain/messages/es-history';

/**
 * An entry's changed fields as the console's log and the panel's Historial show them: one field a
 * block, its Spanish label, then its value before and after stacked, so a phone never scrolls
 * sideways. The values come from `historyChanges` (packages/domain/src/history.ts).
 */
export function ChangeList({ changes }: { changes: HistoryChange[] }) {
  return (
    <dl className="mt-2 divide-y divide-slate-100 rounded-lg bg-slate-50 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold break-words text-slate-800 sm:pt-0.5">{change.label}</dt>
          <dd className="flex min-w-0 flex-col gap-0.5">
            {change.before !== undefined ? (
              <span className="break-words whitespace-pre-line text-rose-900">
                <span className="mr-1 text-xs font-semibold text-slate-700 uppercase">{th('before')}</span>
                <del className="decoration-rose-400">{change.before}</del>
              </span>
            ) : null}
            {change.after !== undefined ? (
              <span className="break-words whitespace-pre-line text-emerald-900">
                <span className="mr-1 text-xs font-semibold text-slate-700 uppercase">{th('after')}</span>
                <ins className="no-underline">{change.after}</ins>
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
