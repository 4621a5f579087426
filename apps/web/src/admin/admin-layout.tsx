import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import { apiFetch } from '../api/api-fetch';
import { contentRoutes } from './content-routes';
import { queueCountsQuery } from './api/queue';

type NavEntry = { to: string; label: string; end?: boolean };

const sections: NavEntry[] = [
  { to: '/admin', label: ta('shell.dashboard'), end: true },
  { to: '/admin/applications', label: ta('shell.applications') },
  { to: '/admin/stores', label: ta('shell.stores') },
  { to: '/admin/users', label: ta('shell.users') },
  { to: '/admin/reviews', label: ta('shell.reviews') },
  { to: '/admin/payouts', label: ta('shell.payouts') },
  { to: '/admin/audit', label: ta('shell.audit') },
  { to: '/admin/security', label: ta('shell.security') },
];

/** The sections a moderator works in (decision 028). */
const MODERATOR_SECTIONS = new Set(['/admin/applications', '/admin/stores', '/admin/reviews']);

const contentSections: NavEntry[] = contentRoutes.flatMap((route) => (route.nav ? [{ to: `/admin/${route.path}`, label: route.nav }] : []));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
    isActive ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200' : 'text-slate-800 hover:bg-slate-100'
  }`;

function NavList({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} end={entry.end} className={linkClass}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Ends the operator's session and leaves for the storefront (which has no menu for an operator's account). */
function LogoutButton() {
  const logout = useMutation({
    mutationFn: () => apiFetch('/api/auth/customer/logout', { method: 'POST' }),
    onSettled: () => window.location.assign('/'),
  });
  return (
    <button
      type="button"
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
      onClick={() => logout.mutate()}
      className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
    >
      {ta('shell.logout')}
    </button>
  );
}

/** "Pendientes" with how many things wait for the operator, on every console page; it opens the queue. */
function QueueBadge() {
  const counts = useQuery(queueCountsQuery());
  const total = counts.data?.total;
  return (
    // Named by its visible text ("Pendientes: 3" to a screen reader, the colon unseen): a label of
    // its own would differ from what a voice-control user reads on it (WCAG 2.5.3).
    <Link
      to="/admin/queue"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
    >
      <span>
        {ta('queue.badge')}
        {total === undefined ? null : <span className="sr-only">:</span>}
      </span>
      {total === undefined ? null : (
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${total > 0 ? 'bg-rose-700 text-white' : 'bg-slate-200 text-slate-800'}`}>{total}</span>
      )}
    </Link>
  );
}

/**
 * The console's frame. On a phone: a slim header whose "Menú" button opens the sections over the
 * page (closed again once one is chosen). From 1024 px: the sections in a side column, always shown.
 */
export function AdminLayout({ children, moderator = false }: { children: ReactNode; moderator?: boolean }) {
  const { pathname } = useLocation();
  // The phone's menu is open on the page it was opened on: choosing a section closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const navId = useId();
  const contentHeading = useId();

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-brand-700"
      >
        {ta('shell.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5">
          <Link to="/admin" className="inline-flex min-h-11 items-center gap-2 rounded text-lg font-bold text-brand-700 focus-visible:outline-2">
            Plaza
            <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">{ta('shell.console')}</span>
          </Link>
          {/* On a phone the badge takes a row of its own under the header's: the first row is full. */}
          <span className="order-last w-full sm:order-none sm:ml-auto sm:w-auto">
            <QueueBadge />
          </span>
          <Link reloadDocument to="/" className="ml-auto sm:ml-0 inline-flex min-h-11 items-center rounded px-1 text-sm font-medium whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">
            {ta('shell.viewPlaza')}
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M5 5l10 10M15 5 5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
            </svg>
            {ta('shell.menu')}
          </button>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col lg:flex-row lg:gap-6 lg:px-4">
        <nav
          id={navId}
          aria-label={ta('shell.nav')}
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white px-3 py-3 shadow-sm lg:sticky lg:top-16 lg:block lg:max-h-[calc(100dvh-5rem)] lg:w-60 lg:shrink-0 lg:self-start lg:overflow-y-auto lg:rounded-xl lg:border lg:mt-4`}
        >
          <NavList entries={moderator ? sections.filter((entry) => MODERATOR_SECTIONS.has(entry.to)) : sections} />
          {contentSections.length > 0 && !moderator ? (
            <div className="mt-3 border-t border-slate-200 pt-3">
              <h2 id={contentHeading} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {ta('shell.content')}
              </h2>
              <div role="group" aria-labelledby={contentHeading}>
                <NavList entries={contentSections} />
              </div>
            </div>
          ) : null}
          <div className="mt-3 border-t border-slate-200 pt-3">
            <LogoutButton />
          </div>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-4 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
