import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { moveItem } from '../../../panel-ui/reorder';
import { failureMessage } from '../../../panel-ui/server-errors';
import { rowButton } from '../../../panel-ui/panel-buttons';

/** What a list's status line says: a saved change, a move, or why one failed. */
export type Notice = { text: string; error: boolean } | null;

/**
 * The order of a list the server keeps (slides, categories, sections, plans): a 'Subir'/'Bajar'
 * press shows the new order at once, says it to screen readers, and sends the whole order; a
 * refusal puts the list back as the server has it and says why. Presses in quick succession are
 * sent one after the other, and only the last answer is shown, so the list never jumps back. The
 * focus stays on the moved item's button (on its other one at either end).
 */
export function useReorder<Item>({
  items,
  queryKey,
  idOf,
  nameOf,
  save,
  refresh,
  onNotice,
}: {
  /** The list as shown now. */
  items: Item[];
  queryKey: QueryKey;
  idOf: (item: Item) => number;
  nameOf: (item: Item) => string;
  /** Sends the ids in their new order; answers the list as the server now has it. */
  save: (ids: number[]) => Promise<Item[]>;
  /** Other queries that show this order (the storefront's), read again after a saved move. */
  refresh: QueryKey[];
  /** Says a move, or why it failed, on the screen's status line. */
  onNotice: (notice: Notice) => void;
}) {
  const queryClient = useQueryClient();
  // Where the focus goes once the list is drawn in its new order (then forgotten).
  const pendingFocus = useRef<{ selectors: string[]; order: string } | null>(null);
  const [moves, setMoves] = useState(0);
  const container = useRef<HTMLElement | null>(null);
  const containerRef = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !container.current || items.map(idOf).join() !== pending.order) return;
    pendingFocus.current = null;
    for (const selector of pending.selectors) {
      const target = container.current.querySelector<HTMLElement>(`${selector}:not([aria-disabled="true"])`);
      if (target) {
        if (document.activeElement !== target) target.focus();
        break;
      }
    }
    // idOf is the caller's inline function: the list and the moves are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moves, items]);

  function move(index: number, step: -1 | 1) {
    const item = items[index];
    if (!item) return;
    const next = moveItem(items, index, index + step);
    if (next[index + step] !== item) return;
    const id = idOf(item);
    queryClient.setQueryData<Item[]>(queryKey, next);
    onNotice({ text: tc('contentEditors.common.moved', { name: nameOf(item), position: index + step + 1, count: items.length }), error: false });
    pendingFocus.current = { selectors: [`[data-move="${id}:${step}"]`, `[data-move="${id}:${-step}"]`], order: next.map(idOf).join() };
    setMoves((count) => count + 1);
    const ticket = ++latest.current;
    queue.current = queue.current.then(async () => {
      try {
        const saved = await save(next.map(idOf));
        if (ticket !== latest.current) return;
        queryClient.setQueryData<Item[]>(queryKey, saved);
        await Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: key })));
      } catch (error) {
        if (ticket !== latest.current) return;
        onNotice({ text: failureMessage(error, tc('contentEditors.common.moveError')) ?? tc('contentEditors.common.moveError'), error: true });
        await queryClient.invalidateQueries({ queryKey });
      }
    });
  }

  /** `container` is the ref of the element around the list's rows (where the focus is looked for). */
  return { move, container: containerRef };
}

/** A list screen's status line: what was saved, moved or deleted, or why it failed, read out politely. */
export function StatusLine({ notice }: { notice: Notice }) {
  return (
    <p role="status" className={`mb-2 min-h-5 text-sm font-medium ${notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
      {notice?.text ?? ''}
    </p>
  );
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </svg>
  );
}

/**
 * 'Subir' and 'Bajar' of a row: 44 px targets with the item's name read out. At either end the
 * button stays focusable but says it cannot move (aria-disabled), so the focus is never lost.
 */
export function MoveButtons({
  id,
  name,
  canUp,
  canDown,
  onMove,
}: {
  id: number;
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const button = `${rowButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent`;
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        data-move={`${id}:-1`}
        className={button}
        aria-label={tc('contentEditors.common.moveUpItem', { name })}
        aria-disabled={!canUp || undefined}
        onClick={() => canUp && onMove(-1)}
      >
        <Arrow up />
      </button>
      <button
        type="button"
        data-move={`${id}:1`}
        className={button}
        aria-label={tc('contentEditors.common.moveDownItem', { name })}
        aria-disabled={!canDown || undefined}
        onClick={() => canDown && onMove(1)}
      >
        <Arrow up={false} />
      </button>
    </div>
  );
}
