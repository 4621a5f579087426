import { t } from '@plaza/domain/messages/es-profile';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { iconButton } from '../../ui/button-styles';
import { CloseIcon } from '../../ui/icons';
import { ACCOUNT_SECTIONS, accountSectionPath, type AccountSection } from './account-sections';
import { trapTabKey } from '../../ui/trap-tab-key';

const itemBase = 'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-semibold transition-colors';

function SectionIcon({ section }: { section: AccountSection }) {
  const paths: Record<AccountSection, string> = {
    profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c1.3-3.4 4-5 7-5s5.7 1.6 7 5',
    orders: 'M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V6.5a3 3 0 0 1 6 0V8',
    favorites: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z',
    referrals: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  };
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[section]} />
    </svg>
  );
}

function LogoutIcon() {
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
    </svg>
  );
}

interface AccountNavProps {
  current: AccountSection;
  onLogout: () => void;
  loggingOut: boolean;
  /** Called when a section is chosen (the drawer closes then). */
  onNavigate?: () => void;
}

/** Perfil, Pedidos, Favoritos, Referidos and the logout button, which returns to / (spec section 2). */
export function AccountNav({ current, onLogout, loggingOut, onNavigate }: AccountNavProps) {
  return (
    <nav aria-label={t('profile.navLabel')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1">
        {ACCOUNT_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={accountSectionPath(section)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={`${itemBase} ${active ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
              >
                <SectionIcon section={section} />
                {t(`profile.sections.${section}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-200 pt-2">
        <button
          type="button"
          className={`${itemBase} text-rose-700 hover:bg-rose-50`}
          disabled={loggingOut}
          onClick={onLogout}
        >
          <LogoutIcon />
          {t('header.logout')}
        </button>
      </div>
    </nav>
  );
}

function MenuIcon() {
  return (
    <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * Below 768 px the nav lives in a drawer that slides in from the left: a native modal <dialog>,
 * so the page behind is inert, Escape closes it and the focus goes back to the menu button.
 */
export function AccountDrawer(props: Omit<AccountNavProps, 'onNavigate'>) {
  const dialog = useRef<HTMLDialogElement>(null);

  // Widening the window past the breakpoint hides the drawer's button: close the drawer with it.
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    function onChange() {
      if (media.matches) dialog.current?.close();
    }
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  function open() {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }

  function close() {
    dialog.current?.close();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={`${iconButton} -ml-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:hidden`}
      >
        <MenuIcon />
        <span className="sr-only">{t('profile.openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        onKeyDown={trapTabKey}
        aria-labelledby="account-drawer-title"
        onClick={closeOnBackdrop}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 text-slate-900 shadow-xl transition-transform duration-300 backdrop:bg-slate-900/50 starting:-translate-x-full"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 id="account-drawer-title" className="text-lg font-semibold">
              {t('profile.title')}
            </h2>
            <button type="button" className={`${iconButton} -mr-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900`} onClick={close}>
              <CloseIcon />
              <span className="sr-only">{t('common.close')}</span>
            </button>
          </div>
          <div className="overflow-y-auto p-3">
            <AccountNav {...props} onNavigate={close} />
          </div>
        </div>
      </dialog>
    </>
  );
}
