import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { secondaryButton } from '../../ui/button-styles';

/** Anterior / Siguiente of a list whose page is `?page=` (the other filters kept). */
export function Pager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const [params] = useSearchParams();
  if (page <= 1 && !hasNext) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav aria-label={ta('opsScreens.common.pagination')} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={secondaryButton} rel="prev">
          {ta('opsScreens.common.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        {ta('opsScreens.common.page', { page })}
      </span>
      {hasNext ? (
        <Link to={to(page + 1)} className={secondaryButton} rel="next">
          {ta('opsScreens.common.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?page=` as a page number: anything else is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
