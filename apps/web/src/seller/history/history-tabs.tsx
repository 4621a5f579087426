import { NavLink } from 'react-router';
import { th } from '@plaza/domain/messages/es-history';
import type { HistoryEntity } from '@plaza/domain/schemas/panel-history';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
    isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900'
  }`;

/**
 * The tabs of a product, an order or the store's profile: its own screen and its "Historial".
 * Links (each tab has its address, so back and forward and a shared link work), the current one
 * marked with aria-current by NavLink.
 */
export function HistoryTabs({ base, entity }: { base: string; entity: HistoryEntity }) {
  return (
    <nav aria-label={th(`tabsLabel.${entity}`)} className="border-b border-slate-200">
      <ul className="flex gap-1">
        <li>
          <NavLink end to={base} className={tabClass}>
            {th(`tabs.${entity}`)}
          </NavLink>
        </li>
        <li>
          <NavLink end to={`${base}/history`} className={tabClass}>
            {th('tab')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
