import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { queryKeys } from '@plaza/domain/query-keys';
import { CATEGORY_NAME_MAX, categoryCreateSchema, type CategoryCreate } from '@plaza/domain/schemas/admin-content';
import type { Category } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { CategoryIcon } from '../../../features/categories/category-icon';
import { primaryButton, secondaryButton } from '../../../ui/button-styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { changedFields } from '../../../panel-ui/changed-fields';
import { ConfirmDialog } from '../../../panel-ui/confirm-dialog';
import { Field, inputClass } from '../../../panel-ui/field';
import { formSchema } from '../../../panel-ui/form-schema';
import { FormMessage } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { panelCard } from '../../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../../../panel-ui/query-state';
import { failureMessage, serverErrors } from '../../../panel-ui/server-errors';
import { adminCategoriesQuery, saveCategoryOrder, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/categories';
import { contentKeys } from '../api/content-keys';
import { IconPicker } from '../components/icon-picker';
import { MoveButtons, StatusLine, useReorder, type Notice } from '../components/reorder';
import { useFocusReturn } from '../components/focus-return';
import { RowActions } from '../../../panel-ui/row-actions';
import { UnsavedChangesScope, useUnsavedChanges } from '../../../panel-ui/leave-guard';

// The form holds what the controls hold (no icon chosen yet is ''); the API's schema checks it.
const categoryForm = z.object({ name: z.string(), icon: z.string() });
type CategoryValues = z.input<typeof categoryForm>;
const categoryFields = ['name', 'icon'] as const;
const categoryMessages = {
  [tc('content.categories.nameTaken')]: 'name',
  [tc('content.fields.slugUnavailable')]: 'name',
  [tc('content.categories.iconInvalid')]: 'icon',
} as const;
const resolver = zodResolver(formSchema(categoryForm, (values) => values, categoryCreateSchema));

/** A category's name and icon, to create one or to change one. */
function CategoryForm({ category, onDone }: { category: Category | null; onDone: (saved: string | null) => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<CategoryValues, unknown, z.output<typeof categoryCreateSchema>>({
    resolver,
    defaultValues: { name: category?.name ?? '', icon: category?.icon ?? '' },
  });
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  useUnsavedChanges(formState.isDirty);
  const icon = useController({ control, name: 'icon' });
  const name = useWatch({ control, name: 'name' });
  const [message, setMessage] = useState<string | null>(null);
  const radioName = useId();

  const submit = handleSubmit(async (values: CategoryCreate) => {
    setMessage(null);
    try {
      if (category) {
        const changes = changedFields(values, category);
        if (Object.keys(changes).length === 0) {
          onDone(tc('contentEditors.common.noChanges'));
          return;
        }
        await update.mutateAsync({ categoryId: category.category_id, changes });
        onDone(tc('contentEditors.common.saved'));
      } else {
        await create.mutateAsync(values);
        onDone(tc('contentEditors.common.created'));
      }
    } catch (error) {
      const found = serverErrors(error, { fields: categoryFields, messages: categoryMessages, fallback: tc('contentEditors.common.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={tc('contentEditors.categories.name')} error={formState.errors.name?.message} count={name.length} max={CATEGORY_NAME_MAX}>
        {(control) => <input {...control} {...register('name')} className={inputClass} maxLength={CATEGORY_NAME_MAX} autoComplete="off" />}
      </Field>
      <IconPicker
        name={radioName}
        value={icon.field.value}
        onChange={icon.field.onChange}
        error={formState.errors.icon?.message}
        inputRef={icon.field.ref}
      />
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {category
            ? formState.isSubmitting
              ? tc('contentEditors.common.saving')
              : tc('contentEditors.common.save')
            : formState.isSubmitting
              ? tc('contentEditors.common.creating')
              : tc('contentEditors.common.create')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => onDone(null)}>
          {tc('contentEditors.common.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The storefront's categories (/admin/content/categories): in their order with the icon the home
 * page draws, moved up and down, edited in place, added at the top; one still in use cannot be
 * deleted, and the server's answer says what uses it.
 */
export function CategoriesPage() {
  useDocumentTitle(tc('contentEditors.categories.title'));
  const categories = useQuery(adminCategoriesQuery());
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [status, setStatus] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const focus = useFocusReturn();
  const list = categories.data ?? [];
  const { move, container } = useReorder({
    items: list,
    queryKey: contentKeys.categories(),
    idOf: (category) => category.category_id,
    nameOf: (category) => category.name,
    save: saveCategoryOrder,
    onNotice: setStatus,
    refresh: [queryKeys.categories()],
  });

  function open(target: number | 'new') {
    setStatus(null);
    setEditing(target);
  }

  function close(saved: string | null) {
    focus.returnTo(editing === 'new' || editing === null ? 'add' : `edit-${editing}`);
    setEditing(null);
    setStatus(saved === null ? null : { text: saved, error: false });
  }

  return (
    <UnsavedChangesScope>
      <PageHeader
        title={tc('contentEditors.categories.title')}
        intro={tc('contentEditors.categories.intro')}
        action={
          <button ref={focus.refFor('add')} type="button" className={primaryButton} aria-expanded={editing === 'new'} onClick={() => open('new')}>
            {tc('contentEditors.categories.add')}
          </button>
        }
      />
      {editing === 'new' ? (
        <section aria-labelledby="new-category" className={`${panelCard} mb-4`}>
          <h2 id="new-category" className="mb-3 text-base font-bold">
            {tc('contentEditors.categories.newCategory')}
          </h2>
          <CategoryForm category={null} onDone={close} />
        </section>
      ) : null}
      <StatusLine notice={status} />
      {categories.isPending ? (
        <LoadingState label={tc('contentEditors.common.loading')} />
      ) : categories.isError ? (
        <LoadError message={tc('contentEditors.common.loadError')} onRetry={() => void categories.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{tc('contentEditors.categories.empty')}</EmptyState>
      ) : (
        <section ref={container} aria-labelledby="category-list" className={panelCard}>
          <h2 id="category-list" className="sr-only">
            {tc('contentEditors.categories.listLabel')}
          </h2>
          <ol className="divide-y divide-slate-200">
            {list.map((category, index) => (
              <li key={category.category_id} className="py-2">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 ring-1 ring-brand-100">
                    <CategoryIcon icon={category.icon} className="size-6" />
                  </span>
                  <span className="min-w-0 flex-1 basis-28 font-medium break-words text-slate-900">{category.name}</span>
                  <div className="ml-auto flex gap-2">
                    <MoveButtons
                      id={category.category_id}
                      name={category.name}
                      canUp={index > 0}
                      canDown={index < list.length - 1}
                      onMove={(step) => move(index, step)}
                    />
                    <RowActions
                      editRef={focus.refFor(`edit-${category.category_id}`)}
                      editLabel={tc('contentEditors.categories.editCategory', { name: category.name })}
                      deleteLabel={tc('contentEditors.categories.deleteCategory', { name: category.name })}
                      editing={editing === category.category_id}
                      onEdit={() => open(category.category_id)}
                      onDelete={() => {
                        setDeleteError(null);
                        setToDelete(category);
                      }}
                    />
                  </div>
                </div>
                {editing === category.category_id ? (
                  <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                    <CategoryForm category={category} onDone={close} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      )}
      <ConfirmDialog
        title={toDelete ? tc('contentEditors.common.confirmDeleteTitle', { name: `«${toDelete.name}»` }) : null}
        body={tc('contentEditors.categories.deleteBody')}
        pending={remove.isPending}
        error={deleteError}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.category_id, {
            onSuccess: () => {
              if (editing === toDelete.category_id) setEditing(null);
              setToDelete(null);
              setStatus({ text: tc('contentEditors.common.deleted'), error: false });
              focus.returnTo('add');
            },
            onError: (error) => setDeleteError(failureMessage(error, tc('contentEditors.common.deleteError'))),
          });
        }}
      />
    </UnsavedChangesScope>
  );
}
