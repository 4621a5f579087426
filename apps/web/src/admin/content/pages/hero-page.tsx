import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { queryKeys } from '@plaza/domain/query-keys';
import {
  HERO_DESCRIPTION_MAX,
  HERO_SUBTITLE_MAX,
  HERO_TITLE_MAX,
  heroSlideCreateSchema,
  heroSlidePatchSchema,
  type AdminHeroSlide,
} from '@plaza/domain/schemas/admin-content';
import { z } from '@plaza/domain/zod-es';
import { cardImageUrl } from '../../../api/image-url';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { changedFields } from '../../../panel-ui/changed-fields';
import { Field, inputClass } from '../../../panel-ui/field';
import { formSchema } from '../../../panel-ui/form-schema';
import { FormMessage } from '../../../panel-ui/form-message';
import { ImageUploadField } from '../../../panel-ui/image-upload-field';
import { PageHeader } from '../../../panel-ui/page-header';
import { failureMessage, serverErrors } from '../../../panel-ui/server-errors';
import { heroSlidesQuery, uploadHeroImage, saveSlideOrder, useCreateSlide, useDeleteSlide, useUpdateSlide } from '../api/hero';
import { contentKeys } from '../api/content-keys';
import { MoveButtons, StatusLine } from '../components/reorder';
import { AddButton, EditorList, FormButtons, InlineForm, NewItemCard, useListEditor } from '../components/list-editor';
import { RowActions } from '../../../panel-ui/row-actions';
import { UnsavedChangesScope, useUnsavedChanges } from '../../../panel-ui/leave-guard';

// The form holds what the controls hold (no image yet is ''); the API's schema checks it.
const slideForm = z.object({ background_image: z.string(), tittle: z.string(), subtittle: z.string(), description: z.string() });
type SlideValues = z.input<typeof slideForm>;
type SlideOutput = z.output<typeof heroSlidePatchSchema>;
const slideFields = ['background_image', 'tittle', 'subtittle', 'description'] as const;
const slideMessages = {
  [tc('content.hero.imageRequired')]: 'background_image',
  [tc('content.hero.imageMissing')]: 'background_image',
} as const;

// A new slide needs every field (`type` is the screen's choice); an edited one sends what changed.
// No image chosen yet is no image at all: the API says one is needed, not that it is missing.
const toPayload = (values: SlideValues) => ({ ...values, background_image: values.background_image || undefined });
const createResolver = zodResolver(formSchema(slideForm, toPayload, heroSlideCreateSchema.omit({ type: true })));
const patchResolver = zodResolver(formSchema(slideForm, toPayload, heroSlidePatchSchema));

const slideName = (slide: AdminHeroSlide) => slide.tittle || tc('contentEditors.hero.noTitle');

/**
 * A slide's fields: its background image (shrunk in the browser and uploaded as soon as it is
 * chosen; the slide shows it once saved), title, subtitle and description. A new slide is created
 * with all of them; an existing one sends only what changed.
 */
function SlideForm({
  slide,
  welcome,
  onDone,
}: {
  /** Null for a new slide. */
  slide: AdminHeroSlide | null;
  /** A new slide becomes the welcome slide when the carousel has none. */
  welcome: boolean;
  /** Closes the form; `saved` is the status line's message. */
  onDone: (saved: string | null) => void;
}) {
  const create = useCreateSlide();
  const update = useUpdateSlide();
  const initial: SlideValues = {
    background_image: slide?.background_image ?? '',
    tittle: slide?.tittle ?? '',
    subtittle: slide?.subtittle ?? '',
    description: slide?.description ?? '',
  };
  const form = useForm<SlideValues, unknown, SlideOutput>({
    resolver: slide ? patchResolver : createResolver,
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  useUnsavedChanges(formState.isDirty);
  const image = useController({ control, name: 'background_image' });
  const [tittle, subtittle, description] = useWatch({ control, name: ['tittle', 'subtittle', 'description'] });
  const [message, setMessage] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      if (slide) {
        const changes = changedFields(values, slide);
        if (Object.keys(changes).length === 0) {
          onDone(tc('contentEditors.common.noChanges'));
          return;
        }
        await update.mutateAsync({ heroId: slide.hero_id, changes });
        onDone(tc('contentEditors.common.saved'));
      } else {
        // The create resolver made these values: every field is there.
        await create.mutateAsync({ ...(values as Required<SlideOutput>), type: welcome ? 'welcome' : 'promo' });
        onDone(tc('contentEditors.common.created'));
      }
    } catch (error) {
      const found = serverErrors(error, { fields: slideFields, messages: slideMessages, fallback: tc('contentEditors.common.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ImageUploadField
        label={tc('contentEditors.hero.image')}
        hint={tc('contentEditors.hero.imageHint')}
        image={cardImageUrl(image.field.value || undefined)}
        frameClass="aspect-[8/3] w-full max-w-xl"
        doneText={tc('contentEditors.hero.imageReady')}
        error={errors.background_image?.message}
        inputRef={image.field.ref}
        failureText={(error) => failureMessage(error, tc('contentEditors.common.saveError'))}
        onUpload={async (file, onProgress) => {
          const stored = await uploadHeroImage(file, onProgress);
          image.field.onChange(stored);
          form.clearErrors('background_image');
        }}
      />
      <Field label={tc('contentEditors.hero.tittle')} error={errors.tittle?.message} count={tittle.length} max={HERO_TITLE_MAX}>
        {(control) => <input {...control} {...register('tittle')} className={inputClass} maxLength={HERO_TITLE_MAX} autoComplete="off" />}
      </Field>
      <Field label={tc('contentEditors.hero.subtittle')} error={errors.subtittle?.message} count={subtittle.length} max={HERO_SUBTITLE_MAX}>
        {(control) => <input {...control} {...register('subtittle')} className={inputClass} maxLength={HERO_SUBTITLE_MAX} autoComplete="off" />}
      </Field>
      <Field label={tc('contentEditors.hero.description')} error={errors.description?.message} count={description.length} max={HERO_DESCRIPTION_MAX}>
        {(control) => <textarea {...control} {...register('description')} rows={3} className={inputClass} maxLength={HERO_DESCRIPTION_MAX} />}
      </Field>
      <FormMessage message={message} />
      <FormButtons creating={!slide} submitting={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}

/**
 * The hero carousel's slides (/admin/content/hero): in their order with a thumbnail, moved up and
 * down (the welcome slide stays first), edited in place, added at the top, deleted after a question.
 */
export function HeroPage() {
  useDocumentTitle(tc('contentEditors.hero.title'));
  const slides = useQuery(heroSlidesQuery());
  const list = slides.data ?? [];
  const editor = useListEditor<AdminHeroSlide>({
    items: list,
    idOf: (slide) => slide.hero_id,
    nameOf: slideName,
    queryKey: contentKeys.hero(),
    saveOrder: saveSlideOrder,
    refresh: [queryKeys.hero()],
    deleteBody: tc('contentEditors.hero.deleteBody'),
    remove: useDeleteSlide(),
  });
  const { move } = editor;
  const hasWelcome = list.some((slide) => slide.type === 'welcome');
  const firstMovable = hasWelcome ? 1 : 0;

  return (
    <UnsavedChangesScope>
      <PageHeader
        title={tc('contentEditors.hero.title')}
        intro={tc('contentEditors.hero.intro')}
        action={<AddButton editor={editor} label={tc('contentEditors.hero.add')} />}
      />
      {editor.editing === 'new' ? (
        <NewItemCard title={tc('contentEditors.hero.newSlide')}>
          <SlideForm slide={null} welcome={!hasWelcome} onDone={editor.close} />
        </NewItemCard>
      ) : null}
      <StatusLine notice={editor.status} />
      <EditorList query={slides} count={list.length} label={tc('contentEditors.hero.listLabel')} empty={tc('contentEditors.hero.empty')} listRef={editor.container}>
        {list.map((slide, index) => {
          const welcome = slide.type === 'welcome';
          const name = slideName(slide);
          const { onDelete, ...actions } = editor.rowActions(slide);
          return (
            <li key={slide.hero_id} className="py-3">
              <div className="flex flex-wrap items-center gap-3">
                <img
                  src={cardImageUrl(slide.background_image)}
                  alt={tc('contentEditors.hero.thumbnail', { name })}
                  width={640}
                  height={240}
                  loading="lazy"
                  className="aspect-[8/3] w-28 shrink-0 rounded-lg bg-slate-200 object-cover sm:w-40"
                />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-semibold text-slate-600 tabular-nums">{tc('contentEditors.common.position', { position: index + 1 })}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${welcome ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'bg-slate-100 text-slate-800'}`}
                    >
                      {welcome ? tc('contentEditors.hero.welcome') : tc('contentEditors.hero.promo')}
                    </span>
                  </p>
                  <p className="mt-1 font-semibold break-words text-slate-900">{name}</p>
                  {slide.subtittle ? <p className="text-sm break-words text-slate-700">{slide.subtittle}</p> : null}
                  {welcome ? <p className="text-xs text-slate-600">{tc('contentEditors.hero.welcomeFirst')}</p> : null}
                </div>
                <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
                  {welcome ? null : (
                    <MoveButtons
                      id={slide.hero_id}
                      name={name}
                      canUp={index > firstMovable}
                      canDown={index < list.length - 1}
                      onMove={(step) => move(index, step)}
                    />
                  )}
                  {/* The welcome slide cannot be deleted: it has no Eliminar. */}
                  <RowActions
                    {...actions}
                    editLabel={tc('contentEditors.hero.editSlide', { name })}
                    {...(welcome ? {} : { deleteLabel: tc('contentEditors.hero.deleteSlide', { name }), onDelete })}
                  />
                </div>
              </div>
              {editor.editing === slide.hero_id ? (
                <InlineForm>
                  <SlideForm slide={slide} welcome={welcome} onDone={editor.close} />
                </InlineForm>
              ) : null}
            </li>
          );
        })}
      </EditorList>
      {editor.deleteDialog}
    </UnsavedChangesScope>
  );
}
