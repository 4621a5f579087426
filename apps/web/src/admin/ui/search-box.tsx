import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { primaryButton } from '../../ui/button-styles';
import { inputClass } from '../../panel-ui/field';

/**
 * A list's search: the words go to `?q=` (a link to the results can be shared, Back returns to the
 * previous search), and a new search starts on the first page.
 */
export function SearchBox({ label, maxLength = 100 }: { label: string; maxLength?: number }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const current = params.get('q') ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(params);
    if (q) next.set('q', q);
    else next.delete('q');
    next.delete('page');
    setParams(next);
  }

  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-72 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        {/* Keyed by the query: Back to another search shows its words. */}
        <input key={current} id={id} name="q" type="search" defaultValue={current} maxLength={maxLength} className={inputClass} autoComplete="off" />
        <button type="submit" className={primaryButton}>
          {ta('opsScreens.common.search')}
        </button>
      </div>
    </form>
  );
}
