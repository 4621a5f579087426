import { tp } from '@plaza/domain/messages/es-panel';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { primaryButton } from '../../ui/button-styles';
import { useCurrentStore } from '../current-store';
import { ConfirmDialog } from '../../panel-ui/confirm-dialog';
import { SaveStatus } from '../../panel-ui/form-message';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';
import { serverErrors } from '../../panel-ui/server-errors';
import { UnsavedChangesScope } from '../../panel-ui/leave-guard';

/** What the list needs of a delete mutation: the item's id in, a refusal's error out. */
type RemoveById = {
  isPending: boolean;
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/** The screens of such lists: each has its title, intro, add, empty and listLabel texts under storeScreens. */
type Screen = 'tags' | 'payments' | 'coupons';

type ListProps<Item> = {
  screen: Screen;
  query: UseQueryResult<Item[]>;
  idOf: (item: Item) => number;
  deletion: { title: (item: Item) => string; body: string; remove: RemoveById };
};

/**
 * A store's list of one kind of item (its tags, payment methods, coupons) below the screen's
 * status line: loading, failed, empty or the rows, and the question before a row is deleted.
 */
export function EditableList<Item>({
  screen,
  query,
  idOf,
  deletion,
  status,
  renderRow,
  onDeleted,
}: ListProps<Item> & {
  status: string | null;
  renderRow: (item: Item, onDelete: () => void) => ReactNode;
  onDeleted?: (item: Item) => void;
}) {
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const listId = useId();

  return (
    <>
      <SaveStatus message={status} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState>{tp(`storeScreens.${screen}.empty`)}</EmptyState>
      ) : (
        <section aria-labelledby={listId} className={panelCard}>
          <h2 id={listId} className="sr-only">
            {tp(`storeScreens.${screen}.listLabel`)}
          </h2>
          <ul className="divide-y divide-slate-200">
            {query.data.map((item) => (
              <Fragment key={idOf(item)}>
                {renderRow(item, () => {
                  setDeleteError(null);
                  setToDelete(item);
                })}
              </Fragment>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        title={toDelete ? deletion.title(toDelete) : null}
        body={deletion.body}
        pending={deletion.remove.isPending}
        error={deleteError}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deletion.remove.mutate(idOf(toDelete), {
            onSuccess: () => {
              onDeleted?.(toDelete);
              setToDelete(null);
            },
            onError: (error) => setDeleteError(serverErrors(error, { fields: [], fallback: tp('storeScreens.common.deleteError') }).message),
          });
        }}
      />
    </>
  );
}

/** What the screen hands its form: the store, the item (null for a new one), the labels for either, and how to leave. */
export type EditorProps<Item> = { storeId: number; item: Item | null; submitLabel: string; pendingLabel: string; onCancel: () => void; onSaved: () => void };

type Editing<Item> = { mode: 'new' } | { mode: 'edit'; item: Item } | null;

/**
 * A screen of such a list whose items are created and edited in one form above it: the add
 * button opens it empty, a row's Editar opens it with that item; saved or cancelled, it closes
 * and the focus goes back to the add button.
 */
export function EditableListPage<Item>({
  editor: Editor,
  renderRow,
  ...list
}: ListProps<Item> & {
  editor: ComponentType<EditorProps<Item>>;
  renderRow: (item: Item, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [status, setStatus] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { store_id: storeId } = useCurrentStore();

  function close(saved: string | null) {
    setEditing(null);
    setStatus(saved);
    addButton.current?.focus();
  }

  const editingNew = editing?.mode === 'new';
  return (
    <UnsavedChangesScope>
      <PageHeader
        title={tp(`storeScreens.${list.screen}.title`)}
        intro={tp(`storeScreens.${list.screen}.intro`)}
        action={
          <button
            ref={addButton}
            type="button"
            className={primaryButton}
            aria-expanded={editingNew}
            onClick={() => {
              setStatus(null);
              setEditing({ mode: 'new' });
            }}
          >
            {tp(`storeScreens.${list.screen}.add`)}
          </button>
        }
      />
      {editing ? (
        <section className={`${panelCard} mb-4`}>
          <Editor
            key={editingNew ? 'new' : list.idOf(editing.item)}
            storeId={storeId}
            item={editingNew ? null : editing.item}
            submitLabel={editingNew ? tp('storeScreens.common.create') : tp('storeScreens.common.save')}
            pendingLabel={editingNew ? tp('storeScreens.common.creating') : tp('storeScreens.common.saving')}
            onCancel={() => close(null)}
            onSaved={() => close(tp('shell.saved'))}
          />
        </section>
      ) : null}
      <EditableList
        {...list}
        status={status}
        renderRow={(item, onDelete) =>
          renderRow(item, {
            onEdit: () => {
              setStatus(null);
              setEditing({ mode: 'edit', item });
              window.scrollTo({ top: 0 });
            },
            onDelete,
          })
        }
        onDeleted={(item) => {
          if (editing?.mode === 'edit' && list.idOf(editing.item) === list.idOf(item)) setEditing(null);
        }}
      />
    </UnsavedChangesScope>
  );
}
