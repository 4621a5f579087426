import { t } from '@plaza/domain/messages/es';
import { SEARCH_QUERY_MAX } from '@plaza/domain/search-limits';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { iconButton } from '../../ui/button-styles';
import { SearchIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';
import { searchUrl } from './search-link';

// The open box's full code (suggestions, keyboard, close buttons) is a chunk of its own, loaded
// when the toggle is about to be used (touch, focus, hover) or at the latest when it is clicked: a
// page's first view carries only this toggle (the storefront's first-load budget). Until it
// arrives the shopper types in a plain box of the same look, which then hands over the text.
type HeaderSearchForm = ComponentType<{ initialQuery: string; onClose: (options: { restoreFocus: boolean }) => void }>;
let loadedForm: HeaderSearchForm | undefined;
let loading: Promise<HeaderSearchForm> | undefined;

function loadForm(): Promise<HeaderSearchForm> {
  loading ??= import('./header-search-form').then(
    (module) => (loadedForm = module.default),
    (error: unknown) => {
      // Offline: the plain box still searches; the next open tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function preloadForm(): void {
  loadForm().catch(() => {});
}

/** Below Tailwind's `sm` the open search takes the whole screen. */
export const FULL_SCREEN_QUERY = '(max-width: 39.999rem)';

/** The open box's look, shared by the plain box and the full one (header-search-form.tsx). */
export const searchFormClass = 'fixed inset-0 z-50 flex flex-col bg-white sm:relative sm:inset-auto sm:z-auto sm:bg-transparent';
export const searchBarClass = 'flex items-center gap-1 border-b border-slate-200 p-2 sm:border-0 sm:p-0';
export const searchBoxClass = 'relative flex-1 sm:w-64 sm:flex-none lg:w-80';
export const searchInputClass =
  'h-11 w-full rounded-full border border-slate-300 bg-white pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 [&::-webkit-search-cancel-button]:appearance-none focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 sm:h-10 sm:text-sm';

interface HeaderSearchProps {
  /** Classes for the closed toggle, which follows the header's colours. */
  toggleClassName?: string;
}

/**
 * The header's search: an icon that opens a search box, inline from 640 px and full screen
 * below (header-search-form.tsx).
 */
export function HeaderSearch({ toggleClassName = '' }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [Form, setForm] = useState<HeaderSearchForm | undefined>(() => loadedForm);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || Form) return;
    let current = true;
    loadForm().then(
      (loaded) => current && setForm(() => loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [open, Form]);

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    flushSync(() => {
      setOpen(false);
      setDraft('');
    });
    if (restoreFocus) toggle.current?.focus();
  }

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        className={`${iconButton} ${toggleClassName}`}
        onPointerEnter={preloadForm}
        onPointerDown={preloadForm}
        onFocus={preloadForm}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="sr-only">{t('header.openSearch')}</span>
      </button>
    );
  }
  if (Form) return <Form initialQuery={draft} onClose={close} />;
  return <PlainSearchBox value={draft} onChange={setDraft} onClose={close} />;
}

interface PlainSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onClose: (options: { restoreFocus: boolean }) => void;
}

/** The box while its full code loads (the first open, on a slow link): typing, Enter, Escape and the phone's Tab trap work. */
function PlainSearchBox({ value, onChange, onClose }: PlainSearchBoxProps) {
  const inputId = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = searchUrl(value);
    if (!url) return;
    onClose({ restoreFocus: false });
    void navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose({ restoreFocus: true });
    } else if (window.matchMedia(FULL_SCREEN_QUERY).matches) {
      // Full screen it covers the page, as the full box does: Tab must not wander behind it.
      trapTabKey(event);
    }
  }

  return (
    <form role="search" onSubmit={submit} onKeyDown={onKeyDown} className={searchFormClass}>
      <div className={searchBarClass}>
        <div className={searchBoxClass}>
          <label htmlFor={inputId} className="sr-only">
            {t('header.search')}
          </label>
          <input
            id={inputId}
            type="search"
            autoFocus
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t('header.searchPlaceholder')}
            className={searchInputClass}
          />
        </div>
      </div>
    </form>
  );
}
