import { t } from '@plaza/domain/messages/es';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cardImageUrl } from '../api/image-url';
import { useSessionUser } from '../api/session';
import { profileQuery } from '../features/profile/profile-queries';
import { useLogout } from '../features/session/use-logout';
import { iconButton } from '../ui/button-styles';
import { UserIcon } from '../ui/icons';

interface AccountMenuProps {
  /** Classes for the menu button, which follows the header's colours. */
  buttonClassName?: string;
}

const itemBase = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium';
const itemClass = `${itemBase} text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100`;
const highlightedItemClass = `${itemBase} text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50`;

/**
 * The account button and its panel (a disclosure: a button with aria-expanded and a list of
 * links). Closes on Escape, on a click outside and when the focus leaves it.
 */
export function AccountMenu({ buttonClassName = '' }: AccountMenuProps) {
  const user = useSessionUser();
  // The session has no picture: the profile has it (and the profile page updates it in place).
  const profile = useQuery({ ...profileQuery(user?.id ?? ''), enabled: user !== null });
  const avatar = user ? cardImageUrl(profile.data?.profile_img) : undefined;
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // relatedTarget is null when the click lands on nothing focusable: the pointer handler decides then.
    if (next) setOpen(false);
  }

  return (
    <div ref={container} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${iconButton} ${buttonClassName}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {avatar ? (
          <img src={avatar} alt="" width={32} height={32} decoding="async" className="size-8 rounded-full object-cover ring-2 ring-white/80" />
        ) : (
          <UserIcon />
        )}
        <span className="sr-only">{t('header.account')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {user ? (
          <>
            <div className="flex items-center gap-3 border-b border-slate-200 px-3 pt-2 pb-3">
              {avatar && <img src={avatar} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-full object-cover" />}
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.name}</p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
              </div>
            </div>
            <ul className="pt-2">
              {user.role === 'seller' && (
                <li>
                  <Link to="/seller" className={highlightedItemClass} onClick={() => setOpen(false)}>
                    {t('header.myStore')}
                  </Link>
                </li>
              )}
              <li>
                <Link to="/profile" className={itemClass} onClick={() => setOpen(false)}>
                  {t('header.profile')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass}
                  disabled={logout.isPending}
                  onClick={() => {
                    setOpen(false);
                    logout.mutate();
                  }}
                >
                  {t('header.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul>
            <li>
              <Link to="/login" className={itemClass} onClick={() => setOpen(false)}>
                {t('header.login')}
              </Link>
            </li>
            <li>
              <Link
                to="/signup"
                className={highlightedItemClass}
                onClick={() => setOpen(false)}
              >
                {t('header.signup')}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
