import { t } from '@plaza/domain/messages/es-profile';
import { profileUpdateSchema } from '@plaza/domain/schemas/account';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { primaryButton } from '../../ui/button-styles';
import { failureMessage, fieldErrors, focusFirstInvalid, type FieldErrors } from '../auth/form-errors';
import { FormAlert, TextField } from '../auth/form-field';
import { DEFAULT_PHONE_COUNTRY, phonePlaceholder } from '../auth/phone-countries';
import type { Profile } from './profile-schema';
import { useUpdateProfile } from './use-profile-mutations';
import { Form } from '../../ui/form';

type Field = 'name' | 'last_name' | 'phone';
type Values = Record<Field, string>;

function valuesOf(profile: Profile): Values {
  return { name: profile.name, last_name: profile.last_name, phone: profile.phone ?? '' };
}

/** The fields whose trimmed value differs from the saved profile: the only ones sent (spec section 2). */
function changedFields(values: Values, profile: Profile): Partial<Values> {
  const saved = valuesOf(profile);
  const changes: Partial<Values> = {};
  for (const field of ['name', 'last_name', 'phone'] as const) {
    if (values[field].trim() !== saved[field].trim()) changes[field] = values[field];
  }
  return changes;
}

/** Name, last name and phone; the e-mail is shown read-only. Save is enabled only after a change. */
export function ProfileForm({ profile, userId }: { profile: Profile; userId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile(userId);

  const changes = changedFields(values, profile);
  const dirty = Object.keys(changes).length > 0;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      flushSync(() => setErrors(fieldErrors(parsed.error)));
      focusFirstInvalid(form.current);
      return;
    }
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) => setFailure(failureMessage(error, t('profile.updateError'))),
    });
  }

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.name')}
          name="name"
          autoComplete="given-name"
          autoCapitalize="words"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('account.lastName')}
          name="last_name"
          autoComplete="family-name"
          autoCapitalize="words"
          value={values.last_name}
          onChange={(event) => change('last_name', event.target.value)}
          error={errors.last_name}
        />
      </div>
      <TextField
        label={t('account.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={profile.email}
        readOnly
        hint={t('account.emailReadOnly')}
      />
      <TextField
        label={t('account.phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder={phonePlaceholder(DEFAULT_PHONE_COUNTRY)}
        value={values.phone}
        onChange={(event) => change('phone', event.target.value)}
        error={errors.phone}
      />
      <FormAlert message={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={!dirty || update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </button>
        <p aria-live="polite" className="text-sm font-medium text-emerald-700">
          {saved && !dirty ? t('auth.profileUpdated') : ''}
        </p>
      </div>
    </Form>
  );
}
