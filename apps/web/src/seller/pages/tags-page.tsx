import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { tp } from '@plaza/domain/messages/es-panel';
import { TAG_NAME_MAX, tagCreateSchema, type PanelTag } from '@plaza/domain/schemas/panel-catalogue';
import type { z } from '@plaza/domain/zod-es';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { tagsQuery, useCreateTag, useDeleteTag, useUpdateTag } from '../api/tags';
import { useCurrentStore } from '../current-store';
import { applyServerErrors } from '../../panel-ui/apply-server-errors';
import { changedFields } from '../../panel-ui/changed-fields';
import { EditableList } from '../ui/editable-list';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { RowActions } from '../../panel-ui/row-actions';
import { serverErrors } from '../../panel-ui/server-errors';
import { UnsavedChangesScope, useUnsavedChanges } from '../../panel-ui/leave-guard';

type TagValues = z.input<typeof tagCreateSchema>;
type TagOutput = z.output<typeof tagCreateSchema>;

const DEFAULT_COLOR = '#0f766e';
const tagFields = ['name', 'color'] as const;
const tagMessages = { [tp('tag.duplicate')]: 'name', [tp('tag.nameRequired')]: 'name', [tp('tag.colorInvalid')]: 'color' } as const;

/** A tag's colour as a small square; its hex code is read to screen readers. */
function Swatch({ color }: { color: string }) {
  return (
    <span className="inline-flex shrink-0 items-center">
      <span aria-hidden="true" className="size-6 rounded-md ring-1 ring-slate-900/20" style={{ backgroundColor: color }} />
      <span className="sr-only">{tp('storeScreens.tags.swatch', { color })}</span>
    </span>
  );
}

/** Name and colour of a tag, to create one or to edit one in its row. */
function TagForm({
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  onCancel,
}: {
  initial: TagValues;
  submitLabel: string;
  pendingLabel: string;
  /** Saves; a refusal is shown with `form.showErrors`, a success may `form.reset()`. */
  onSave: (tag: TagOutput, form: { reset: () => void; showErrors: (error: unknown) => void }) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<TagValues, unknown, TagOutput>({ resolver: zodResolver(tagCreateSchema), defaultValues: initial });
  useUnsavedChanges(form.formState.isDirty);
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  const [message, setMessage] = useState<string | null>(null);
  const name = useWatch({ control, name: 'name' }) ?? '';

  const submit = handleSubmit(async (tag) => {
    setMessage(null);
    await onSave(tag, {
      reset: () => form.reset(initial),
      showErrors: (error) => {
        const found = serverErrors(error, { fields: tagFields, messages: tagMessages, fallback: tp('storeScreens.tags.saveError') });
        applyServerErrors(found, setError, setFocus);
        setMessage(found.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <Field label={tp('storeScreens.tags.name')} error={formState.errors.name?.message} count={name.length} max={TAG_NAME_MAX}>
            {(control) => <input {...control} {...register('name')} className={inputClass} autoComplete="off" maxLength={TAG_NAME_MAX} />}
          </Field>
        </div>
        <div className="w-24">
          <Field label={tp('storeScreens.tags.color')} error={formState.errors.color?.message}>
            {(control) => <input {...control} {...register('color')} type="color" className="block h-11 w-full cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus:outline-2 focus:outline-brand-700" />}
          </Field>
        </div>
      </div>
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {tp('storeScreens.common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function TagRow({ tag, storeId, onDelete, onSaved }: { tag: PanelTag; storeId: number; onDelete: () => void; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTag(storeId);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back from editing, the focus goes to the row's Editar button rather than to the page's start.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function stopEditing() {
    returnFocus.current = true;
    setEditing(false);
  }

  if (editing) {
    return (
      <li className="py-3">
        <TagForm
          initial={{ name: tag.name, color: tag.color }}
          submitLabel={tp('storeScreens.common.save')}
          pendingLabel={tp('storeScreens.common.saving')}
          onCancel={stopEditing}
          onSave={async (values, form) => {
            const changes = changedFields(values, tag);
            if (Object.keys(changes).length === 0) {
              stopEditing();
              return;
            }
            try {
              await update.mutateAsync({ tagId: tag.tag_id, changes });
              stopEditing();
              onSaved();
            } catch (error) {
              form.showErrors(error);
            }
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 py-2">
      <Swatch color={tag.color} />
      <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{tag.name}</span>
      <RowActions
        editRef={editButton}
        editLabel={tp('storeScreens.tags.editTag', { name: tag.name })}
        deleteLabel={tp('storeScreens.tags.deleteTag', { name: tag.name })}
        onEdit={() => setEditing(true)}
        onDelete={onDelete}
      />
    </li>
  );
}

/** The store's tags: a list with each colour, created above it, renamed or recoloured in place. */
export function TagsPage() {
  const { store_id: storeId } = useCurrentStore();
  const tags = useQuery(tagsQuery(storeId));
  const create = useCreateTag(storeId);
  const remove = useDeleteTag(storeId);
  const [status, setStatus] = useState<string | null>(null);

  return (
    <UnsavedChangesScope>
      <PageHeader title={tp('storeScreens.tags.title')} intro={tp('storeScreens.tags.intro')} />
      <section aria-labelledby="new-tag" className={`${panelCard} mb-4`}>
        <h2 id="new-tag" className="mb-3 text-base font-bold">
          {tp('storeScreens.tags.newTag')}
        </h2>
        <TagForm
          initial={{ name: '', color: DEFAULT_COLOR }}
          submitLabel={tp('storeScreens.tags.add')}
          pendingLabel={tp('storeScreens.common.creating')}
          onSave={async (tag, form) => {
            setStatus(null);
            try {
              await create.mutateAsync(tag);
              form.reset();
              setStatus(tp('storeScreens.tags.created'));
            } catch (error) {
              form.showErrors(error);
            }
          }}
        />
      </section>
      <EditableList screen="tags" query={tags} idOf={(tag) => tag.tag_id}
        deletion={{ title: (tag) => tp('storeScreens.common.confirmDeleteTitle', { name: `«${tag.name}»` }), body: tp('storeScreens.tags.deleteBody'), remove }}
        status={status}
        renderRow={(tag, onDelete) => <TagRow tag={tag} storeId={storeId} onSaved={() => setStatus(tp('shell.saved'))} onDelete={onDelete} />}
      />
    </UnsavedChangesScope>
  );
}
