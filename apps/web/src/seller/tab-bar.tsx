import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';

export type Tab = { to: string; label: string; end: boolean; extra?: ReactNode };

const tabClass = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium ${
    active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'
  }`;
const GAP = 4; // gap-1

/** Whether `pathname` is in the section at `to` (what NavLink's active state says). */
const inSection = (pathname: string, tab: Tab) => (tab.end ? pathname === tab.to : pathname === tab.to || pathname.startsWith(`${tab.to}/`));

/**
 * How many tabs fit before a "Más" button, from each tab's measured width: all of them when they
 * fit without it, else as many as leave room for it (at least none).
 */
export function tabsThatFit(widths: number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + GAP * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let fit = 0;
  for (const width of widths) {
    if (used + GAP + width > available) break;
    used += GAP + width;
    fit++;
  }
  return fit;
}

/**
 * The panel's sections as a row of tabs that never hides one off-screen (issue 43, point 5): the
 * tabs that do not fit the width go, in their order, into a "Más" disclosure at the row's end. The
 * widths come from an invisible copy of the row, measured again whenever the bar's width changes.
 * Before the first measure (and without script) the row scrolls sideways, as it used to.
 *
 * The disclosure follows the WAI-ARIA navigation disclosure pattern: a button with aria-expanded
 * and aria-controls over a list of links; ArrowDown or Enter/Space opens it (ArrowDown also moves
 * into it), arrows, Home and End move between its links, Escape closes it and gives the focus back
 * to the button, and it closes when the focus or a tap goes elsewhere, or a link is followed.
 */
export function TabBar({ label, tabs }: { label: string; tabs: Tab[] }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<number | null>(null);

  const measure = useCallback(() => {
    const nav = navRef.current;
    const row = measureRef.current;
    if (!nav || !row) return;
    const items = [...row.children].map((child) => child.getBoundingClientRect().width);
    const moreWidth = items.pop() ?? 0;
    const style = getComputedStyle(nav);
    const available = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    setFit(tabsThatFit(items, moreWidth, available));
  }, []);

  useLayoutEffect(() => {
    measure();
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    // The copy's width changes when a web font arrives or a badge appears.
    if (measureRef.current) observer.observe(measureRef.current);
    return () => observer.disconnect();
  }, [measure, tabs.length]);

  const shown = fit === null ? tabs : tabs.slice(0, fit);
  const overflow = fit === null ? [] : tabs.slice(fit);

  return (
    <nav ref={navRef} aria-label={label} className={`relative mx-auto max-w-5xl px-2 ${fit === null ? 'overflow-x-auto' : ''}`}>
      <ul className="flex gap-1 whitespace-nowrap">
        {shown.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <NavLink to={tab.to} end={tab.end} className={({ isActive }) => tabClass(isActive)}>
              {tab.label}
              {tab.extra}
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 ? <MoreMenu tabs={overflow} current={overflow.find((tab) => inSection(pathname, tab))} /> : null}
      </ul>
      {/* The row as it would be whole, never seen nor read: what the measure reads. */}
      <ul ref={measureRef} aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0 flex h-0 gap-1 overflow-hidden whitespace-nowrap">
        {tabs.map((tab) => (
          <li key={tab.to} className={tabClass(false)}>
            {tab.label}
            {tab.extra}
          </li>
        ))}
        <li className={tabClass(false)}>
          <MoreLabel />
        </li>
      </ul>
    </nav>
  );
}

function MoreLabel() {
  return (
    <>
      {tp('moreMenu.more')}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 size-4 fill-current">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </>
  );
}

function MoreMenu({ tabs, current }: { tabs: Tab[]; current: Tab | undefined }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A link followed (or the back button): the menu closes.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    // The list is rendered hidden, so it is there to focus once shown.
    requestAnimationFrame(() => focusLink(0));
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    }
  }

  return (
    <li
      ref={wrapperRef}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
        className={tabClass(current !== undefined)}
      >
        <MoreLabel />
        {current ? <span className="sr-only">{`, ${tp('moreMenu.moreCurrent', { section: current.label })}`}</span> : null}
      </button>
      <ul
        ref={listRef}
        id={id}
        hidden={!open}
        onKeyDown={onListKey}
        className="absolute top-full right-0 z-30 mt-1 flex min-w-48 flex-col rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
      >
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `flex min-h-11 items-center border-l-4 px-4 text-sm font-medium ${
                  isActive ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-transparent text-slate-800 hover:bg-slate-50'
                }`
              }
            >
              {tab.label}
              {tab.extra}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
