import { t } from '@plaza/domain/messages/es';
import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { iconButton } from '../../ui/button-styles';
import { ArrowLeftIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';
import { SEARCH_QUERY_MAX } from '@plaza/domain/search-limits';
import { FULL_SCREEN_QUERY, searchBarClass, searchBoxClass, searchFormClass, searchInputClass } from './header-search';
import { searchUrl } from './search-link';
import { SuggestionList, useSuggestionCombobox } from './suggestion-combobox';
import { Form } from '../../ui/form';

interface HeaderSearchFormProps {
  /** What the shopper typed in the plain box while this loaded: kept, with its suggestions asked for. */
  initialQuery: string;
  /** Folds the box back into its toggle; `restoreFocus` puts the focus back on the toggle. */
  onClose: (options: { restoreFocus: boolean }) => void;
}

/**
 * The header's open search box (header-search.tsx holds its toggle and loads this on the first
 * open): inline from 640 px and full screen below. The box is a form with its suggestions inside
 * it: a dropdown under the input from 640 px, the rest of the screen below.
 */
export default function HeaderSearchForm({ initialQuery, onClose }: HeaderSearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();
  const inputId = useId();

  function go(text: string) {
    const url = searchUrl(text);
    if (!url) return;
    setQuery('');
    onClose({ restoreFocus: false });
    void navigate(url);
  }

  const combobox = useSuggestionCombobox({ value: query, onValueChange: setQuery, onPick: go, openAtStart: initialQuery !== '' });

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    combobox.close();
    onClose({ restoreFocus });
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

  return (
    <Form
      role="search"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={searchFormClass}
    >
      <div className={searchBarClass}>
        <button
          type="button"
          className={`${iconButton} text-slate-700 hover:bg-slate-100 sm:hidden`}
          onClick={() => close({ restoreFocus: true })}
        >
          <ArrowLeftIcon />
          <span className="sr-only">{t('header.closeSearch')}</span>
        </button>
        <div className={searchBoxClass}>
          <label htmlFor={inputId} className="sr-only">
            {t('header.search')}
          </label>
          <input
            id={inputId}
            type="search"
            autoFocus
            // The caret after what was typed in the plain box this replaced.
            onFocus={(event) => event.currentTarget.setSelectionRange(event.currentTarget.value.length, event.currentTarget.value.length)}
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX}
            {...combobox.inputProps}
            placeholder={t('header.searchPlaceholder')}
            className={searchInputClass}
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
