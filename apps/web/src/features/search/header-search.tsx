import { t } from '@plaza/domain/messages/es';
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { iconButton } from '../../ui/button-styles';
import { ArrowLeftIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';
import { SEARCH_QUERY_MAX } from '@plaza/domain/search-limits';
import { searchUrl } from './search-link';
import { SuggestionList, useSuggestionCombobox } from './suggestion-combobox';
import { Form } from '../../ui/form';

/** Below Tailwind's `sm` the open search takes the whole screen. */
const FULL_SCREEN_QUERY = '(max-width: 39.999rem)';

interface HeaderSearchProps {
  /** Classes for the closed toggle, which follows the header's colours. */
  toggleClassName?: string;
}

/**
 * The header's search: an icon that opens a search box, inline from 640 px and full screen
 * below. The box is a form with its suggestions inside it: a dropdown under the input from
 * 640 px, the rest of the screen below.
 */
export function HeaderSearch({ toggleClassName = '' }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const inputId = useId();

  function go(text: string) {
    const url = searchUrl(text);
    if (!url) return;
    setQuery('');
    setOpen(false);
    void navigate(url);
  }

  const combobox = useSuggestionCombobox({ value: query, onValueChange: setQuery, onPick: go });

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    combobox.close();
    flushSync(() => setOpen(false));
    if (restoreFocus) toggle.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.close();
    go(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
    } else if (window.matchMedia(FULL_SCREEN_QUERY).matches) {
      // Full screen it covers the page: Tab must not wander to controls hidden behind it.
      trapTabKey(event);
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    // An empty box folds away once the focus leaves it; a typed query stays until dismissed.
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (query.trim() === '') close({ restoreFocus: false });
  }

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        className={`${iconButton} ${toggleClassName}`}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="sr-only">{t('header.openSearch')}</span>
      </button>
    );
  }

  return (
    <Form
      role="search"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className="fixed inset-0 z-50 flex flex-col bg-white sm:relative sm:inset-auto sm:z-auto sm:bg-transparent"
    >
      <div className="flex items-center gap-1 border-b border-slate-200 p-2 sm:border-0 sm:p-0">
        <button
          type="button"
          className={`${iconButton} text-slate-700 hover:bg-slate-100 sm:hidden`}
          onClick={() => close({ restoreFocus: true })}
        >
          <ArrowLeftIcon />
          <span className="sr-only">{t('header.closeSearch')}</span>
        </button>
        <div className="relative flex-1 sm:w-64 sm:flex-none lg:w-80">
          <label htmlFor={inputId} className="sr-only">
            {t('header.search')}
          </label>
          <input
            id={inputId}
            type="search"
            autoFocus
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX}
            {...combobox.inputProps}
            placeholder={t('header.searchPlaceholder')}
            className="h-11 w-full rounded-full border border-slate-300 bg-white pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 [&::-webkit-search-cancel-button]:appearance-none focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 sm:h-10 sm:text-sm"
          />
          <button
            type="submit"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-full text-slate-600 hover:text-brand-800"
          >
            <SearchIcon className="size-5" />
            <span className="sr-only">{t('header.search')}</span>
          </button>
        </div>
        <button
          type="button"
          className={`${iconButton} text-current hover:bg-slate-900/10 max-sm:hidden`}
          onClick={() => close({ restoreFocus: true })}
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('header.closeSearch')}</span>
        </button>
      </div>
      {/* Below 640 px the rest of the screen; above, a dropdown as wide as the input (the close
          button and its gap, 3rem, sit to the input's right). */}
      <SuggestionList
        combobox={combobox}
        className="min-h-0 flex-1 sm:absolute sm:top-full sm:right-12 sm:mt-3 sm:max-h-96 sm:w-64 sm:flex-none sm:rounded-2xl sm:shadow-lg sm:ring-1 sm:ring-slate-200 lg:w-80"
      />
    </Form>
  );
}
