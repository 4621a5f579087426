import { t } from '@plaza/domain/messages/es';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { SearchIcon } from '../../ui/icons';
import { canSuggest, SUGGEST_DEBOUNCE_MS } from '@plaza/domain/search-limits';
import { suggestionsQuery } from './suggestion-queries';
import { useDebouncedValue } from './use-debounced-value';

interface SuggestionComboboxOptions {
  /** The text in the box. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the suggestion the shopper chose, by click or by Enter on the active option. */
  onPick: (suggestion: string) => void;
  /** A store's slug: suggestions from that store only. */
  slug?: string;
  /** Whether the list is wanted from the start (text typed before the box's code arrived). */
  openAtStart?: boolean;
}

export interface SuggestionCombobox {
  /** Spread on the `<input>`: the combobox role and state, the value and the keyboard. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  listboxId: string;
  /** Whether the list shows. */
  expanded: boolean;
  suggestions: readonly string[];
  activeIndex: number;
  optionId: (index: number) => string;
  pick: (suggestion: string) => void;
  /** Hides the list until the shopper types again (a submitted search). */
  close: () => void;
}

/** Whether one text continues the other: a list asked for 'tel' still fits 'tele' (and the other way) while the new one loads. */
function related(a: string, b: string): boolean {
  const [x, y] = [a.toLocaleLowerCase('es'), b.toLocaleLowerCase('es')];
  return x.startsWith(y) || y.startsWith(x);
}

const NONE: readonly string[] = [];

/**
 * The search box's suggestions as a WAI-ARIA combobox with a listbox popup (the APG's "list
 * autocomplete" pattern): asked for from 3 characters, 300 ms after the last keystroke, hidden on
 * submit, on a choice, on Escape and when the box loses focus. The options are never focused:
 * the input keeps the focus and points at the active one with aria-activedescendant.
 *
 * A request still running when the text changes is cancelled: its query loses its last observer,
 * and TanStack Query aborts the signal the fetch was given.
 */
export function useSuggestionCombobox({ value, onValueChange, onPick, slug, openAtStart = false }: SuggestionComboboxOptions): SuggestionCombobox {
  const listboxId = useId();
  // Whether the shopper wants the list: set by typing (or ArrowDown), cleared by anything that dismisses it.
  const [open, setOpen] = useState(openAtStart);
  // The active option, valid only for the list it was chosen in.
  const [active, setActive] = useState<{ list: readonly string[]; index: number } | null>(null);

  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const answer = useQuery({
    ...suggestionsQuery(debounced, slug),
    // Not for a text the box has already moved past: its answer would only be thrown away.
    enabled: open && canSuggest(debounced) && debounced === typed,
    placeholderData: keepPreviousData,
  });

  const data = answer.data;
  const suggestions = open && canSuggest(typed) && data && related(data.query, typed) ? data.suggestions : NONE;
  const expanded = suggestions.length > 0;
  const activeIndex = expanded && active?.list === suggestions ? active.index : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  function close() {
    setOpen(false);
    setActive(null);
  }

  function pick(suggestion: string) {
    close();
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        if (!canSuggest(typed)) return;
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) setActive({ list: suggestions, index: activeIndex + 1 >= suggestions.length ? 0 : activeIndex + 1 });
        return;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive({ list: suggestions, index: activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1 });
        return;
      case 'Enter': {
        const suggestion = suggestions[activeIndex];
        if (suggestion !== undefined) {
          event.preventDefault();
          pick(suggestion);
        } else {
          // The form submits the typed text.
          close();
        }
        return;
      }
      case 'Escape':
        if (!expanded) return;
        // Only the list closes; a search panel around the box stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
    }
  }

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      value,
      onChange: (event) => {
        onValueChange(event.target.value);
        setOpen(true);
        setActive(null);
      },
      onKeyDown,
      onBlur: close,
    },
    listboxId,
    expanded,
    suggestions,
    activeIndex,
    optionId,
    pick,
    close,
  };
}

/** Keeps the focus in the box while an option is pressed, so the press is not a blur that closes the list. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

interface SuggestionListProps {
  combobox: SuggestionCombobox;
  /** Placement and frame: a dropdown under the box, or the rest of a full-screen panel. */
  className?: string;
}

/**
 * The listbox of a `useSuggestionCombobox`, and a polite status that tells screen readers how
 * many suggestions appeared. Both stay in the page while hidden: `aria-controls` then always
 * names an element, and the status is already there when its text changes.
 */
export function SuggestionList({ combobox, className = '' }: SuggestionListProps) {
  const { listboxId, expanded, suggestions, activeIndex, optionId, pick } = combobox;
  const count = suggestions.length;
  return (
    <>
      <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} hidden={!expanded} className={`overflow-y-auto bg-white py-1 ${className}`}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            ref={index === activeIndex ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
            onMouseDown={keepFocus}
            onClick={() => pick(suggestion)}
            className={`flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 text-left text-base text-slate-800 sm:min-h-10 sm:text-sm ${
              index === activeIndex ? 'bg-brand-50 text-brand-950' : 'hover:bg-slate-100'
            }`}
          >
            <SearchIcon className="size-4 shrink-0 text-slate-500" />
            <span className="line-clamp-2 min-w-0">{suggestion}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {count === 0 ? '' : count === 1 ? t('search.suggestionCountOne') : t('search.suggestionCount', { count })}
      </p>
    </>
  );
}
