import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useLeaveGuard } from '../../panel-ui/leave-guard';
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '@plaza/domain/constants';
import { tp } from '@plaza/domain/messages/es-panel';
import { PAYMENT_HOLD_HOURS } from '@plaza/domain/order-limits';
import { CLOSURE_MESSAGE_MAX, storeProfilePatchSchema, type StoreProfile } from '@plaza/domain/schemas/panel-store';
import type { Category, Ubication } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { categoriesQuery } from '../../features/categories/category-queries';
import { ubicationsQuery } from '../../features/store/store-queries';
import { cardImageUrl, imageUrl } from '../../api/image-url';
import { primaryButton } from '../../ui/button-styles';
import { storeProfileQuery, useUpdateStoreProfile, useUploadStoreImage, type StoreImageKind } from '../api/store-profile';
import { useCurrentStore } from '../current-store';
import { applyServerErrors } from '../../panel-ui/apply-server-errors';
import { changedFields } from '../../panel-ui/changed-fields';
import { Field, inputClass } from '../../panel-ui/field';
import { formSchema } from '../../panel-ui/form-schema';
import { FormMessage, SaveStatus } from '../../panel-ui/form-message';
import { ImageUploadField } from '../../panel-ui/image-upload-field';
import { PageHeader } from '../../panel-ui/page-header';
import { HistoryTabs } from '../history/history-tabs';
import { panelCard } from '../../panel-ui/panel-buttons';
import { LoadError, LoadingState } from '../../panel-ui/query-state';
import { failureMessage, serverErrors } from '../../panel-ui/server-errors';
import { SwitchField } from '../../panel-ui/switch-field';

const profileForm = z.object({
  name: z.string(),
  description: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  whatsapp: z.string(),
  category_id: z.string(),
  province: z.string(),
  ubication_id: z.string(),
  closed: z.boolean(),
  closed_from: z.string(),
  closed_until: z.string(),
  closure_message: z.string(),
  payment_hold_hours: z.string(),
});
type ProfileValues = z.input<typeof profileForm>;
type Field = FieldPath<ProfileValues>;

/** The closure's fields live at the form's top level; the API nests them. */
const closureFields: Record<string, Field> = {
  closure: 'closed_from',
  'closure.closed_from': 'closed_from',
  'closure.closed_until': 'closed_until',
  'closure.message': 'closure_message',
};

/** A municipality is chosen within its province: a province without one is not a place yet. */
const CHOOSE_TOWNSHIP = '__choose_township__';

const profileSchema = formSchema(
  profileForm,
  (values) => ({
    name: values.name,
    description: values.description,
    email: values.email,
    address: values.address,
    phone: values.phone,
    instagram: values.instagram,
    facebook: values.facebook,
    whatsapp: values.whatsapp,
    // Left unchosen (a store that never had one) is not sent: the API has no "none" for these.
    category_id: values.category_id === '' ? undefined : Number(values.category_id),
    ubication_id: values.ubication_id !== '' ? Number(values.ubication_id) : values.province !== '' ? CHOOSE_TOWNSHIP : undefined,
    closure: values.closed ? { closed_from: values.closed_from, closed_until: values.closed_until, message: values.closure_message } : null,
    // An empty field is no number of hours: the schema answers with the range.
    payment_hold_hours: values.payment_hold_hours.trim() === '' ? Number.NaN : Number(values.payment_hold_hours),
  }),
  storeProfilePatchSchema,
  (path) => closureFields[path] ?? path,
);

function valuesOf(profile: StoreProfile, ubications: Ubication[] | undefined): ProfileValues {
  const province = ubications?.find((entry) => entry.townships.some((township) => township.ubication_id === profile.ubication_id))?.province ?? '';
  return {
    name: profile.name,
    description: profile.description,
    email: profile.email ?? '',
    address: profile.address ?? '',
    phone: profile.phone ?? '',
    instagram: profile.instagram ?? '',
    facebook: profile.facebook ?? '',
    whatsapp: profile.whatsapp ?? '',
    category_id: profile.category_id === null ? '' : String(profile.category_id),
    province,
    ubication_id: profile.ubication_id === null || !province ? '' : String(profile.ubication_id),
    closed: profile.closure !== null,
    closed_from: profile.closure?.closed_from.slice(0, 10) ?? '',
    closed_until: profile.closure?.closed_until.slice(0, 10) ?? '',
    closure_message: profile.closure?.message ?? '',
    payment_hold_hours: String(profile.payment_hold_hours),
  };
}

/** The profile as the API would compare it: what a PATCH changes is measured against this. */
function savedPayload(profile: StoreProfile) {
  const { name, description, email, address, phone, instagram, facebook, whatsapp, category_id, ubication_id, closure, payment_hold_hours } = profile;
  return { name, description, email, address, phone, instagram, facebook, whatsapp, category_id, ubication_id, closure, payment_hold_hours };
}

const todayString = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const dayLabel = (day: string) => day.split('-').reverse().join('/');

const fields = Object.keys(profileForm.shape) as Field[];
const knownMessages: Partial<Record<string, Field>> = {
  [tp('store.nameRequired')]: 'name',
  [tp('store.closureOrder')]: 'closed_until',
  [tp('store.closureMessageTooLong', { max: CLOSURE_MESSAGE_MAX })]: 'closure_message',
  [tp('fields.invalidEmail')]: 'email',
  [tp('storeApi.categoryNotFound')]: 'category_id',
  [tp('storeApi.ubicationNotFound')]: 'ubication_id',
  [tp('store.paymentHoldHours', PAYMENT_HOLD_HOURS)]: 'payment_hold_hours',
};

function townshipsOf(ubications: Ubication[], province: string) {
  return ubications.find((entry) => entry.province === province)?.townships ?? [];
}

/** The closure the store has now, if any: running since a day, or coming. */
function ClosureNotice({ closure }: { closure: StoreProfile['closure'] }) {
  if (!closure) return null;
  const from = closure.closed_from.slice(0, 10);
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
      {tp(from <= todayString() ? 'storeScreens.profile.closedNow' : 'storeScreens.profile.closedLater', {
        from: dayLabel(from),
        until: dayLabel(closure.closed_until.slice(0, 10)),
      })}
    </p>
  );
}

function ProfileForm({ profile, categories, ubications }: { profile: StoreProfile; categories: Category[]; ubications: Ubication[] }) {
  const { store_id: storeId } = useCurrentStore();
  const update = useUpdateStoreProfile(storeId);
  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(profile, ubications),
  });
  const { register, handleSubmit, formState, control, setError, setFocus, setValue, reset } = form;
  const errors = formState.errors;
  const leave = useLeaveGuard(formState.isDirty);
  const [status, setStatus] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [name, description, province, closed, closureMessage, closedFrom, closedUntil] = useWatch({
    control,
    name: ['name', 'description', 'province', 'closed', 'closure_message', 'closed_from', 'closed_until'],
  });
  const townships = townshipsOf(ubications, province);

  const submit = handleSubmit(async (payload) => {
    setMessage(null);
    setStatus(null);
    const changes = changedFields(payload, savedPayload(profile));
    if (Object.keys(changes).length === 0) {
      setStatus(tp('storeScreens.common.noChanges'));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(valuesOf(saved, ubications));
      setStatus(tp('shell.saved'));
    } catch (error) {
      const found = serverErrors(error, { fields, messages: knownMessages, aliases: closureFields, fallback: tp('storeScreens.profile.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  const closureNow = profile.closure;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <section aria-labelledby="profile-identity" className={`${panelCard} flex flex-col gap-4`}>
        <h2 id="profile-identity" className="text-base font-bold">
          {tp('storeScreens.profile.identity')}
        </h2>
        <Field label={tp('storeScreens.profile.name')} error={errors.name?.message} count={name.length} max={STORE_NAME_MAX}>
          {(control) => <input {...control} {...register('name')} className={inputClass} maxLength={STORE_NAME_MAX} autoComplete="organization" />}
        </Field>
        <Field
          label={tp('storeScreens.profile.description')}
          hint={tp('storeScreens.profile.descriptionHint')}
          error={errors.description?.message}
          count={description.length}
          max={STORE_DESCRIPTION_MAX}
        >
          {(control) => <textarea {...control} {...register('description')} rows={4} maxLength={STORE_DESCRIPTION_MAX} className={inputClass} />}
        </Field>
        <Field label={tp('storeScreens.profile.category')} error={errors.category_id?.message}>
          {(control) => (
            <select {...control} {...register('category_id')} className={inputClass}>
              <option value="" disabled>
                {tp('storeScreens.profile.chooseCategory')}
              </option>
              {categories.map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </section>

      <section aria-labelledby="profile-contact" className={`${panelCard} flex flex-col gap-4`}>
        <h2 id="profile-contact" className="text-base font-bold">
          {tp('storeScreens.profile.contact')}
        </h2>
        <Field label={tp('storeScreens.profile.email')} error={errors.email?.message}>
          {(control) => <input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" className={inputClass} />}
        </Field>
        <Field label={tp('storeScreens.profile.address')} error={errors.address?.message}>
          {(control) => <input {...control} {...register('address')} autoComplete="street-address" maxLength={200} className={inputClass} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={tp('storeScreens.profile.phone')} hint={tp('storeScreens.profile.phoneHint')} error={errors.phone?.message}>
            {(control) => <input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" className={inputClass} />}
          </Field>
          <Field label={tp('storeScreens.profile.whatsapp')} hint={tp('storeScreens.profile.phoneHint')} error={errors.whatsapp?.message}>
            {(control) => <input {...control} {...register('whatsapp')} type="tel" inputMode="tel" className={inputClass} />}
          </Field>
          <Field label={tp('storeScreens.profile.instagram')} hint={tp('storeScreens.profile.socialHint')} error={errors.instagram?.message}>
            {(control) => <input {...control} {...register('instagram')} autoCapitalize="none" className={inputClass} />}
          </Field>
          <Field label={tp('storeScreens.profile.facebook')} hint={tp('storeScreens.profile.socialHint')} error={errors.facebook?.message}>
            {(control) => <input {...control} {...register('facebook')} autoCapitalize="none" className={inputClass} />}
          </Field>
        </div>
      </section>

      <section aria-labelledby="profile-location" className={`${panelCard} flex flex-col gap-4`}>
        <h2 id="profile-location" className="text-base font-bold">
          {tp('storeScreens.profile.location')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={tp('storeScreens.profile.province')} error={errors.province?.message}>
            {(control) => (
              <select
                {...control}
                {...register('province', {
                  // Another province's municipality would be wrong: the choice starts over.
                  onChange: () => setValue('ubication_id', ''),
                })}
                className={inputClass}
              >
                <option value="">{tp('storeScreens.profile.chooseProvince')}</option>
                {ubications.map((entry) => (
                  <option key={entry.province} value={entry.province}>
                    {entry.province}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={tp('storeScreens.profile.township')}
            hint={province ? undefined : tp('storeScreens.profile.chooseProvinceFirst')}
            error={errors.ubication_id?.message}
          >
            {(control) => (
              <select {...control} {...register('ubication_id')} disabled={!province} className={`${inputClass} disabled:bg-slate-100`}>
                <option value="">{tp('storeScreens.profile.chooseTownship')}</option>
                {townships.map((township) => (
                  <option key={township.ubication_id} value={township.ubication_id}>
                    {township.township}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </section>

      <section aria-labelledby="profile-closure" className={`${panelCard} flex flex-col gap-4`}>
        <h2 id="profile-closure" className="text-base font-bold">
          {tp('storeScreens.profile.closure')}
        </h2>
        <p className="text-sm text-slate-700">{tp('storeScreens.profile.closureIntro')}</p>
        <ClosureNotice closure={closureNow} />
        <SwitchField label={tp('storeScreens.profile.closed')} hint={closureNow ? tp('storeScreens.profile.reopenHint') : undefined} {...register('closed')} />
        {closed ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={tp('storeScreens.profile.closedFrom')} error={errors.closed_from?.message}>
                {(control) => <input {...control} {...register('closed_from')} type="date" max={closedUntil || undefined} className={inputClass} />}
              </Field>
              <Field label={tp('storeScreens.profile.closedUntil')} error={errors.closed_until?.message}>
                {(control) => <input {...control} {...register('closed_until')} type="date" min={closedFrom || undefined} className={inputClass} />}
              </Field>
            </div>
            <Field
              label={tp('storeScreens.profile.closureMessage')}
              hint={tp('storeScreens.profile.closureMessageHint')}
              error={errors.closure_message?.message}
              count={closureMessage.length}
              max={CLOSURE_MESSAGE_MAX}
            >
              {(control) => <textarea {...control} {...register('closure_message')} rows={3} maxLength={CLOSURE_MESSAGE_MAX} className={inputClass} />}
            </Field>
          </>
        ) : null}
      </section>

      <section aria-labelledby="profile-payment-hold" className={`${panelCard} flex flex-col gap-4`}>
        <h2 id="profile-payment-hold" className="text-base font-bold">
          {tp('storeScreens.profile.paymentHold')}
        </h2>
        <p className="text-sm text-slate-700">{tp('storeScreens.profile.paymentHoldIntro')}</p>
        <Field
          label={tp('storeScreens.profile.paymentHoldHours')}
          hint={tp('storeScreens.profile.paymentHoldHint', PAYMENT_HOLD_HOURS)}
          error={errors.payment_hold_hours?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('payment_hold_hours')}
              type="number"
              inputMode="numeric"
              min={PAYMENT_HOLD_HOURS.min}
              max={PAYMENT_HOLD_HOURS.max}
              step={1}
              className={`${inputClass} max-w-32`}
            />
          )}
        </Field>
      </section>

      <FormMessage message={message} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? tp('storeScreens.common.saving') : tp('storeScreens.common.save')}
        </button>
        <SaveStatus message={status} />
      </div>
      {leave.dialog}
    </form>
  );
}

function StoreImages({ profile }: { profile: StoreProfile }) {
  const { store_id: storeId } = useCurrentStore();
  const logo = useUploadStoreImage(storeId, 'logo');
  const cover = useUploadStoreImage(storeId, 'cover');
  const upload = (kind: StoreImageKind) => async (file: File, onProgress: (fraction: number) => void) => {
    await (kind === 'logo' ? logo : cover).mutateAsync({ file, onProgress });
  };
  const failure = (error: unknown) => failureMessage(error, tp('storeScreens.profile.uploadError'));
  return (
    <section aria-labelledby="profile-images" className={`${panelCard} mb-4 flex flex-col gap-4`}>
      <h2 id="profile-images" className="text-base font-bold">
        {tp('storeScreens.profile.images')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <ImageUploadField
          label={tp('storeScreens.profile.logo')}
          hint={tp('storeScreens.profile.logoHint')}
          image={cardImageUrl(profile.logo)}
          frameClass="size-32"
          onUpload={upload('logo')}
          failureText={failure}
        />
        <ImageUploadField
          label={tp('storeScreens.profile.cover')}
          hint={tp('storeScreens.profile.coverHint')}
          image={imageUrl(profile.cover)}
          frameClass="aspect-[3/1] w-full"
          onUpload={upload('cover')}
          failureText={failure}
        />
      </div>
    </section>
  );
}

/** The store's profile: images upload at once; the rest is saved together, only what changed. */
export function StoreProfilePage() {
  const { store_id: storeId } = useCurrentStore();
  const profile = useQuery(storeProfileQuery(storeId));
  const categories = useQuery(categoriesQuery());
  const ubications = useQuery(ubicationsQuery());
  const failed = [profile, categories, ubications].filter((query) => query.isError);
  return (
    <>
      <PageHeader title={tp('storeScreens.profile.title')} intro={tp('storeScreens.profile.intro')} />
      <div className="mb-4">
        <HistoryTabs base="/seller/store" entity="store" />
      </div>
      {failed.length > 0 ? (
        <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} />
      ) : profile.data && categories.data && ubications.data ? (
        <>
          <StoreImages profile={profile.data} />
          {/* The form keeps what the seller typed when the profile is read again (after an upload); a save resets it. */}
          <ProfileForm profile={profile.data} categories={categories.data} ubications={ubications.data} />
        </>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
