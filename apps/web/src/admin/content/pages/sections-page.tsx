import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { tc } from '@plaza/domain/messages/es-admin-content';
import {
  SECTION_NAME_MAX,
  SECTION_PRODUCTS_MAX,
  SECTION_SLUG_MAX,
  sectionCreateSchema,
  sectionPatchSchema,
  type AdminSection,
  type SectionCreate,
} from '@plaza/domain/schemas/admin-content';
import type { Category } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { secondaryButton } from '../../../ui/button-styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { changedFields } from '../../../panel-ui/changed-fields';
import { Field, inputClass } from '../../../panel-ui/field';
import { formSchema } from '../../../panel-ui/form-schema';
import { FormMessage } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { panelCard } from '../../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../../../panel-ui/query-state';
import { serverErrors } from '../../../panel-ui/server-errors';
import { SwitchField } from '../../../panel-ui/switch-field';
import type { PickedProduct } from '../api/catalogue-search';
import { adminCategoriesQuery } from '../api/categories';
import { contentKeys } from '../api/content-keys';
import { adminSectionsQuery, saveSectionOrder, sectionStorefrontKeys, useCreateSection, useDeleteSection, useUpdateSection } from '../api/sections';
import { CatalogueProductPicker } from '../components/catalogue-product-picker';
import { MoveButtons, StatusLine } from '../components/reorder';
import { AddButton, FormButtons, InlineForm, useListEditor } from '../components/list-editor';
import { RowActions } from '../../../panel-ui/row-actions';
import { UnsavedChangesScope, useUnsavedChanges } from '../../../panel-ui/leave-guard';

const sectionForm = z.object({
  section_name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
  category_id: z.string(),
  products: z.array(z.custom<PickedProduct>()),
});
type SectionValues = z.input<typeof sectionForm>;
type Kind = 'custom' | 'category';

const sectionFields = ['section_name', 'slug', 'enabled', 'category_id', 'products'] as const;
/** The API's `product_ids` (and each of its items) is the form's picker. */
const fieldOf = (path: string) => (path === 'product_ids' || path.startsWith('product_ids.') ? 'products' : path);
const sectionMessages = {
  [tc('content.sections.slugTaken')]: 'slug',
  [tc('content.fields.slugUnavailable')]: 'section_name',
  [tc('content.sections.categoryRequired')]: 'category_id',
  [tc('content.sections.categoryMissing')]: 'category_id',
  [tc('content.sections.productsMissing', { ids: '{ids}' })]: 'products',
} as const;

function toPayload(kind: Kind, isNew: boolean) {
  return (values: SectionValues) => ({
    section_name: values.section_name,
    // A new section may leave its link empty: the server forms it from the name.
    slug: kind === 'category' || (isNew && values.slug.trim() === '') ? undefined : values.slug,
    enabled: values.enabled,
    is_category_section: kind === 'category',
    category_id: kind === 'category' && values.category_id !== '' ? Number(values.category_id) : null,
    product_ids: values.products.map((product) => product.product_id),
  });
}

// One resolver per kind of form: the form's values checked by the API's own schema.
const resolvers = {
  'custom-new': zodResolver(formSchema(sectionForm, toPayload('custom', true), sectionCreateSchema, fieldOf)),
  'custom-edit': zodResolver(formSchema(sectionForm, toPayload('custom', false), sectionPatchSchema, fieldOf)),
  'category-new': zodResolver(formSchema(sectionForm, toPayload('category', true), sectionCreateSchema, fieldOf)),
  'category-edit': zodResolver(formSchema(sectionForm, toPayload('category', false), sectionPatchSchema, fieldOf)),
};

/** The section as the API compares it: what a PATCH changes is measured against this. */
const savedPayload = (section: AdminSection) => ({
  section_name: section.section_name,
  slug: section.slug,
  enabled: section.enabled,
  is_category_section: section.is_category_section,
  category_id: section.category_id,
  product_ids: section.products.map((product) => product.product_id),
});

/** The form's starting values: the section's own, or a new visible one. */
function formValues(section: AdminSection | null): SectionValues {
  return {
    section_name: section?.section_name ?? '',
    slug: section?.slug ?? '',
    enabled: section?.enabled ?? true,
    category_id: section?.category_id === null || section?.category_id === undefined ? '' : String(section.category_id),
    products: section?.products ?? [],
  };
}

/** A section's name, link (or category), visibility and chosen products, to create it or to change it. */
function SectionForm({
  section,
  kind,
  categories,
  onDone,
}: {
  section: AdminSection | null;
  kind: Kind;
  categories: Category[];
  onDone: (saved: string | null) => void;
}) {
  const create = useCreateSection();
  const update = useUpdateSection();
  const form = useForm<SectionValues, unknown, z.output<typeof sectionPatchSchema>>({
    resolver: resolvers[`${kind}-${section ? 'edit' : 'new'}`],
    defaultValues: formValues(section),
  });
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  useUnsavedChanges(formState.isDirty);
  const products = useController({ control, name: 'products' });
  const [name, slug] = useWatch({ control, name: ['section_name', 'slug'] });
  const [message, setMessage] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (payload) => {
    setMessage(null);
    try {
      if (section) {
        const changes = changedFields(payload, savedPayload(section));
        if (Object.keys(changes).length === 0) {
          onDone(tc('contentEditors.common.noChanges'));
          return;
        }
        await update.mutateAsync({ sectionId: section.section_id, changes });
        onDone(tc('contentEditors.common.saved'));
      } else {
        // The create resolver made this payload: the create schema's output.
        await create.mutateAsync(payload as SectionCreate);
        onDone(tc('contentEditors.common.created'));
      }
    } catch (error) {
      const found = serverErrors(error, {
        fields: sectionFields,
        messages: sectionMessages,
        aliases: { product_ids: 'products' },
        fallback: tc('contentEditors.common.saveError'),
      });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tc('contentEditors.sections.name')} error={errors.section_name?.message} count={name.length} max={SECTION_NAME_MAX}>
          {(control) => <input {...control} {...register('section_name')} className={inputClass} maxLength={SECTION_NAME_MAX} autoComplete="off" />}
        </Field>
        {kind === 'custom' ? (
          <Field
            label={tc('contentEditors.sections.slug')}
            hint={tc(section ? 'contentEditors.sections.slugHintEdit' : 'contentEditors.sections.slugHint', { slug: slug.trim() || '…' })}
            error={errors.slug?.message}
          >
            {(control) => (
              <input {...control} {...register('slug')} className={inputClass} maxLength={SECTION_SLUG_MAX} autoComplete="off" autoCapitalize="none" spellCheck={false} />
            )}
          </Field>
        ) : (
          <Field label={tc('contentEditors.sections.category')} error={errors.category_id?.message}>
            {(control) => (
              <select {...control} {...register('category_id')} className={inputClass}>
                <option value="">{tc('contentEditors.sections.chooseCategory')}</option>
                {categories.map((category) => (
                  <option key={category.category_id} value={category.category_id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <SwitchField label={tc('contentEditors.sections.enabled')} {...register('enabled')} />
      <CatalogueProductPicker
        legend={tc('contentEditors.sections.products')}
        value={products.field.value}
        onChange={products.field.onChange}
        max={SECTION_PRODUCTS_MAX}
        error={errors.products?.message ?? errors.products?.root?.message}
        inputRef={products.field.ref}
      />
      <FormMessage message={message} />
      <FormButtons creating={!section} submitting={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}

function productCount(section: AdminSection) {
  return section.products.length === 1
    ? tc('contentEditors.sections.productCountOne')
    : tc('contentEditors.sections.productCount', { count: section.products.length });
}

function VisibleBadge({ enabled }: { enabled: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${enabled ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800'}`}>
      {enabled ? tc('contentEditors.sections.shown') : tc('contentEditors.sections.hidden')}
    </span>
  );
}

/** The category-linked section first, then the others in their order: the list the screen moves within. */
function categoryFirst(sections: AdminSection[]): AdminSection[] {
  return [...sections.filter((section) => section.is_category_section), ...sections.filter((section) => !section.is_category_section)];
}

/**
 * The home page's sections (/admin/content/sections): the one tied to a category (at most one),
 * then the sections of chosen products in their order, each with its page at /sections/{slug}.
 */
export function SectionsPage() {
  useDocumentTitle(tc('contentEditors.sections.title'));
  const sections = useQuery(adminSectionsQuery());
  const categories = useQuery(adminCategoriesQuery());
  const all = categoryFirst(sections.data ?? []);
  const editor = useListEditor<AdminSection>({
    items: all,
    idOf: (section) => section.section_id,
    nameOf: (section) => section.section_name,
    queryKey: contentKeys.sections(),
    saveOrder: saveSectionOrder,
    refresh: sectionStorefrontKeys,
    deleteBody: tc('contentEditors.sections.deleteBody'),
    remove: useDeleteSection(),
    focusAfterDelete: (section) => (section.is_category_section ? 'new-category' : 'new'),
  });
  const { editing, focus, open, close, move, container } = editor;
  const categorySection = all.find((section) => section.is_category_section) ?? null;
  const firstCustom = categorySection ? 1 : 0;

  const loadFailed = [sections, categories].filter((query) => query.isError);
  const categoryName = (categoryId: number | null) => categories.data?.find((category) => category.category_id === categoryId)?.name ?? '';

  return (
    <UnsavedChangesScope>
      <PageHeader title={tc('contentEditors.sections.title')} intro={tc('contentEditors.sections.intro')} />
      <StatusLine notice={editor.status} />
      {loadFailed.length > 0 ? (
        <LoadError message={tc('contentEditors.common.loadError')} onRetry={() => loadFailed.forEach((query) => void query.refetch())} />
      ) : !sections.data || !categories.data ? (
        <LoadingState label={tc('contentEditors.common.loading')} />
      ) : (
        <div ref={container} className="flex flex-col gap-6">
          <section aria-labelledby="category-section" className={`${panelCard} flex flex-col gap-3`}>
            <div>
              <h2 id="category-section" className="text-base font-bold">
                {tc('contentEditors.sections.categoryTitle')}
              </h2>
              <p className="text-sm text-slate-700">{tc('contentEditors.sections.categoryIntro')}</p>
            </div>
            {categorySection ? (
              <>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold break-words text-slate-900">{categorySection.section_name}</span>
                      <VisibleBadge enabled={categorySection.enabled} />
                    </p>
                    <p className="text-sm text-slate-700">
                      {categoryName(categorySection.category_id)} · {productCount(categorySection)}
                    </p>
                  </div>
                  <RowActions
                    {...editor.rowActions(categorySection)}
                    editLabel={tc('contentEditors.sections.editSection', { name: categorySection.section_name })}
                    deleteLabel={tc('contentEditors.sections.deleteSection', { name: categorySection.section_name })}
                  />
                </div>
                {editing === categorySection.section_id ? (
                  <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                    <SectionForm section={categorySection} kind="category" categories={categories.data} onDone={close} />
                  </div>
                ) : null}
              </>
            ) : editing === 'new-category' ? (
              <SectionForm section={null} kind="category" categories={categories.data} onDone={close} />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 text-sm text-slate-700">{tc('contentEditors.sections.categoryNone')}</p>
                <button ref={focus.refFor('new-category')} type="button" className={secondaryButton} onClick={() => open('new-category')}>
                  {tc('contentEditors.sections.createCategorySection')}
                </button>
              </div>
            )}
          </section>

          <section aria-labelledby="custom-sections" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="custom-sections" className="text-base font-bold">
                {tc('contentEditors.sections.customTitle')}
              </h2>
              <AddButton editor={editor} label={tc('contentEditors.sections.add')} />
            </div>
            {editing === 'new' ? (
              <div className={panelCard}>
                <h3 className="mb-3 text-base font-bold">{tc('contentEditors.sections.newSection')}</h3>
                <SectionForm section={null} kind="custom" categories={categories.data} onDone={close} />
              </div>
            ) : null}
            {all.length === firstCustom ? (
              <EmptyState>{tc('contentEditors.sections.empty')}</EmptyState>
            ) : (
              <ol aria-label={tc('contentEditors.sections.listLabel')} className={`${panelCard} divide-y divide-slate-200 py-1`}>
                {all.map((section, index) =>
                  section.is_category_section ? null : (
                    <li key={section.section_id} className="py-3">
                      <div className="flex flex-wrap items-center gap-3">
                        <div className="min-w-0 flex-1 basis-48">
                          <p className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold break-words text-slate-900">{section.section_name}</span>
                            <VisibleBadge enabled={section.enabled} />
                          </p>
                          <p className="text-sm text-slate-700">
                            <Link reloadDocument to={`/sections/${section.slug}`} className="font-medium break-all text-brand-800 underline underline-offset-2">
                              /sections/{section.slug}
                            </Link>{' '}
                            · {productCount(section)}
                          </p>
                        </div>
                        <div className="ml-auto flex gap-2">
                          <MoveButtons
                            id={section.section_id}
                            name={section.section_name}
                            canUp={index > firstCustom}
                            canDown={index < all.length - 1}
                            onMove={(step) => move(index, step)}
                          />
                          <RowActions
                            {...editor.rowActions(section)}
                            editLabel={tc('contentEditors.sections.editSection', { name: section.section_name })}
                            deleteLabel={tc('contentEditors.sections.deleteSection', { name: section.section_name })}
                          />
                        </div>
                      </div>
                      {editing === section.section_id ? (
                        <InlineForm>
                          <SectionForm section={section} kind="custom" categories={categories.data} onDone={close} />
                        </InlineForm>
                      ) : null}
                    </li>
                  ),
                )}
              </ol>
            )}
          </section>
        </div>
      )}
      {editor.deleteDialog}
    </UnsavedChangesScope>
  );
}
