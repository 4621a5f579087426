import { t } from '@plaza/domain/messages/es-search-page';
import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../ui/button-styles';
import { SearchIcon } from '../../ui/icons';
import { SEARCH_QUERY_MAX } from '@plaza/domain/search-limits';
import { SuggestionList, useSuggestionCombobox } from './suggestion-combobox';
import { Form } from '../../ui/form';

interface SearchBoxProps {
  /** The query the page shows; the box follows it when the address changes (back, a suggestion). */
  query: string;
  /** Called with the trimmed query, never a blank one. */
  onSearch: (query: string) => void;
  label: string;
  /** A store's slug: its suggestions only. */
  slug?: string;
}

/** A search page's text box with its 'Buscar' button and suggestion dropdown. */
export function SearchBox({ query, onSearch, label, slug }: SearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // A new search in the address (back, forward, a category link): the box shows it.
    setShownQuery(query);
    setText(query);
  }

  function search(value: string) {
    const trimmed = value.trim();
    if (trimmed) onSearch(trimmed);
  }

  const combobox = useSuggestionCombobox({
    value: text,
    onValueChange: setText,
    onPick: (suggestion) => {
      setText(suggestion);
      search(suggestion);
    },
    slug,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.close();
    search(text);
  }

  return (
    <Form role="search" onSubmit={submit} className="relative flex max-w-3xl gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          {...combobox.inputProps}
          className="block h-12 w-full rounded-full border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
      </div>
      <button type="submit" className={`${primaryButton} h-12 shrink-0`}>
        {t('search.submit')}
      </button>
      {/* As wide as the box and its button: a phone has no room to spare for long product names. */}
      <SuggestionList
        combobox={combobox}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(24rem,60dvh)] rounded-2xl shadow-lg ring-1 ring-slate-200"
      />
    </Form>
  );
}
