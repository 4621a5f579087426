import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { primaryButton, secondaryButton } from '../../../ui/button-styles';
import { ConfirmDialog } from '../../../panel-ui/confirm-dialog';
import { panelCard } from '../../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../../../panel-ui/query-state';
import { failureMessage } from '../../../panel-ui/server-errors';
import { useFocusReturn } from './focus-return';
import { useReorder, type Notice } from './reorder';

/** What is open: an item's form (its id), or a new one's (the key of the button that opened it: 'new', 'new-category'). */
type Target = number | string;

type Removal = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/**
 * What the console's content lists (categories, hero slides, plans, home sections) share: their
 * order (useReorder), which form is open in place (one at a time), the status line, the question
 * before a delete, and where the focus goes back. A button that opens a form registers as
 * `focus.refFor(target)`: an item's Editar as `edit-{id}`, an add button as its own key ('new').
 */
export function useListEditor<Item>({
  items,
  idOf,
  nameOf,
  queryKey,
  saveOrder,
  refresh,
  deleteBody,
  remove,
  focusAfterDelete = () => 'new',
}: {
  /** The list as shown now, in its order. */
  items: Item[];
  idOf: (item: Item) => number;
  nameOf: (item: Item) => string;
  /** The list's query, which a move updates at once. */
  queryKey: QueryKey;
  /** Sends the ids in their new order; answers the list as the server now has it. */
  saveOrder: (ids: number[]) => Promise<Item[]>;
  /** The storefront's queries that show this list, read again after a change. */
  refresh: QueryKey[];
  deleteBody: string;
  remove: Removal;
  /** The control that takes the focus once an item is deleted: the add button by default. */
  focusAfterDelete?: (item: Item) => string;
}) {
  const [editing, setEditing] = useState<Target | null>(null);
  const [status, setStatus] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const focus = useFocusReturn();
  const { move, container } = useReorder({ items, queryKey, idOf, nameOf, save: saveOrder, refresh, onNotice: setStatus });

  function open(target: Target) {
    setStatus(null);
    setEditing(target);
  }

  // Back from a form, the focus goes to what opened it (the row's Editar, or the add button).
  function close(saved: string | null) {
    focus.returnTo(typeof editing === 'number' ? `edit-${editing}` : (editing ?? 'new'));
    setEditing(null);
    setStatus(saved === null ? null : { text: saved, error: false });
  }

  function askDelete(item: Item) {
    setDeleteError(null);
    setToDelete(item);
  }

  const deleteDialog = (
    <ConfirmDialog
      title={toDelete ? tc('contentEditors.common.confirmDeleteTitle', { name: `«${nameOf(toDelete)}»` }) : null}
      body={deleteBody}
      pending={remove.isPending}
      error={deleteError}
      onClose={() => setToDelete(null)}
      onConfirm={() => {
        if (!toDelete) return;
        const id = idOf(toDelete);
        remove.mutate(id, {
          onSuccess: () => {
            if (editing === id) setEditing(null);
            focus.returnTo(focusAfterDelete(toDelete));
            setToDelete(null);
            setStatus({ text: tc('contentEditors.common.deleted'), error: false });
          },
          onError: (error) => setDeleteError(failureMessage(error, tc('contentEditors.common.deleteError'))),
        });
      }}
    />
  );

  return {
    editing,
    status,
    focus,
    /** Moves the item at `index` one place up (-1) or down (1). */
    move,
    /** The element that holds the list's Subir and Bajar buttons (for the focus after a move). */
    container,
    open,
    close,
    askDelete,
    /** The delete question, to render once on the page. */
    deleteDialog,
    /** An item row's Editar and Eliminar (RowActions' props but the labels). */
    rowActions: (item: Item) => ({
      editRef: focus.refFor(`edit-${idOf(item)}`),
      editing: editing === idOf(item),
      onEdit: () => open(idOf(item)),
      onDelete: () => askDelete(item),
    }),
  };
}

export type ListEditor<Item> = ReturnType<typeof useListEditor<Item>>;

/** The page header's button that opens the form of a new item, at the top of the page. */
export function AddButton({ editor, label, target = 'new' }: { editor: Pick<ListEditor<unknown>, 'focus' | 'editing' | 'open'>; label: string; target?: string }) {
  return (
    <button ref={editor.focus.refFor(target)} type="button" className={primaryButton} aria-expanded={editor.editing === target} onClick={() => editor.open(target)}>
      {label}
    </button>
  );
}

/** The form of a new item, in a card above the list, under its heading. */
export function NewItemCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${panelCard} mb-4`}>
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An item's form, open in place below its row. */
export function InlineForm({ children }: { children: ReactNode }) {
  return <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">{children}</div>;
}

/**
 * A content list as its query stands: loading, failed (with Reintentar), empty, or its items in
 * order in a card, under a heading only screen readers hear.
 */
export function EditorList({
  query,
  count,
  label,
  empty,
  listRef,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  label: string;
  empty: string;
  /** The reorder's container (useReorder), which keeps the focus on a moved item. */
  listRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const id = useId();
  if (query.isPending) return <LoadingState label={tc('contentEditors.common.loading')} />;
  if (query.isError) return <LoadError message={tc('contentEditors.common.loadError')} onRetry={() => void query.refetch()} />;
  if (count === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <section ref={listRef} aria-labelledby={id} className={panelCard}>
      <h2 id={id} className="sr-only">
        {label}
      </h2>
      <ol className="divide-y divide-slate-200">{children}</ol>
    </section>
  );
}

/** A content form's Guardar (Crear for a new item; their -ando words while sending) and Cancelar. */
export function FormButtons({ creating, submitting, onCancel }: { creating: boolean; submitting: boolean; onCancel: () => void }) {
  const submitLabel = creating
    ? tc(submitting ? 'contentEditors.common.creating' : 'contentEditors.common.create')
    : tc(submitting ? 'contentEditors.common.saving' : 'contentEditors.common.save');
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={primaryButton} disabled={submitting}>
        {submitLabel}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {tc('contentEditors.common.cancel')}
      </button>
    </div>
  );
}
