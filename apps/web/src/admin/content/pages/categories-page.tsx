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
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { changedFields } from '../../../panel-ui/changed-fields';
import { Field, inputClass } from '../../../panel-ui/field';
import { formSchema } from '../../../panel-ui/form-schema';
import { FormMessage } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { serverErrors } from '../../../panel-ui/server-errors';
import { adminCategoriesQuery, saveCategoryOrder, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/categories';
import { contentKeys } from '../api/content-keys';
import { IconPicker } from '../components/icon-picker';
import { MoveButtons, StatusLine } from '../components/reorder';
import { AddButton, EditorList, FormButtons, InlineForm, NewItemCard, useListEditor } from '../components/list-editor';
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
      <FormButtons creating={!category} submitting={formState.isSubmitting} onCancel={() => onDone(null)} />
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
  const list = categories.data ?? [];
  const editor = useListEditor<Category>({
    items: list,
    idOf: (category) => category.category_id,
    nameOf: (category) => category.name,
    queryKey: contentKeys.categories(),
    saveOrder: saveCategoryOrder,
    refresh: [queryKeys.categories()],
    deleteBody: tc('contentEditors.categories.deleteBody'),
    remove: useDeleteCategory(),
  });
  const { move } = editor;

  return (
    <UnsavedChangesScope>
      <PageHeader
        title={tc('contentEditors.categories.title')}
        intro={tc('contentEditors.categories.intro')}
        action={<AddButton editor={editor} label={tc('contentEditors.categories.add')} />}
      />
      {editor.editing === 'new' ? (
        <NewItemCard title={tc('contentEditors.categories.newCategory')}>
          <CategoryForm category={null} onDone={editor.close} />
        </NewItemCard>
      ) : null}
      <StatusLine notice={editor.status} />
      <EditorList
        query={categories}
        count={list.length}
        label={tc('contentEditors.categories.listLabel')}
        empty={tc('contentEditors.categories.empty')}
        listRef={editor.container}
      >
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
                  {...editor.rowActions(category)}
                  editLabel={tc('contentEditors.categories.editCategory', { name: category.name })}
                  deleteLabel={tc('contentEditors.categories.deleteCategory', { name: category.name })}
                />
              </div>
            </div>
            {editor.editing === category.category_id ? (
              <InlineForm>
                <CategoryForm category={category} onDone={editor.close} />
              </InlineForm>
            ) : null}
          </li>
        ))}
      </EditorList>
      {editor.deleteDialog}
    </UnsavedChangesScope>
  );
}
