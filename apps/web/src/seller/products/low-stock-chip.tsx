import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { failureMessage } from '../../panel-ui/server-errors';
import { digestSettingQuery, lowStockCountQuery, useSetDigest } from '../api/low-stock';
import { countQuery, type ListFilters } from './list-query';

/**
 * "Stock bajo (n)" above the list: a toggle (aria-pressed) for the products under their own
 * threshold, sold out included (decision 031), counted over the other filters so the number is
 * what a tap shows. While it is on, the person's switch for the daily digest e-mail sits under it.
 */
export function LowStockChip({ storeId, filters, onChange }: { storeId: number; filters: ListFilters; onChange: (changes: Partial<ListFilters>) => void }) {
  const count = useQuery(lowStockCountQuery(storeId, countQuery(filters))).data?.count;
  const pressed = filters.lowStock;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onChange({ lowStock: !pressed, page: 1 })}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ${
            pressed ? 'bg-amber-100 text-amber-950 ring-amber-700' : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50'
          }`}
        >
          <span aria-hidden="true" className={`size-2.5 rounded-full ${count ? 'bg-amber-600' : 'bg-slate-300'}`} />
          {count === undefined ? tp('lowStock.chip') : tp('lowStock.chipCount', { count })}
        </button>
      </div>
      {pressed ? <DigestSwitch storeId={storeId} /> : null}
    </div>
  );
}

function DigestSwitch({ storeId }: { storeId: number }) {
  const setting = useQuery(digestSettingQuery(storeId));
  const save = useSetDigest(storeId);
  const hint = useId();
  const error = save.isError ? (failureMessage(save.error, tp('lowStock.digestError')) ?? tp('lowStock.digestError')) : '';
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={hint}
          checked={save.isPending ? save.variables : (setting.data?.enabled ?? true)}
          disabled={!setting.data || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <span className="flex flex-col">
          <span className="text-sm font-medium text-slate-900">{tp('lowStock.digestSwitch')}</span>
          <span id={hint} className="text-xs text-slate-700">
            {tp('lowStock.digestHint')}
          </span>
        </span>
      </label>
      <p role="status" className={`text-sm empty:hidden ${error ? 'font-medium text-red-700' : 'text-emerald-800'}`}>
        {error || (save.isSuccess ? tp('lowStock.digestSaved') : '')}
      </p>
    </div>
  );
}
