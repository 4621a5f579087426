import { t } from '@plaza/domain/messages/es-account';
import { isValidEmail, isValidPhone, liveEmailMessage, signupFormSchema, toSignupPayload } from '@plaza/domain/schemas/account';
import { isStrongPassword } from '@plaza/domain/password-policy';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { primaryButton } from '../../ui/button-styles';
import { signup } from './auth-api';
import { textLink } from './auth-card';
import { failureMessage, fieldErrors, focusFirstInvalid, type FieldErrors } from './form-errors';
import { describedBy, EmailField, FieldError, FormAlert, TextField } from './form-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { DEFAULT_PHONE_COUNTRY, internationalNumber, type PhoneCountry } from './phone-countries';
import { SignupSuccessDialog } from './signup-success-dialog';
import { Form } from '../../ui/form';

type TextFieldName = 'email' | 'password' | 'confirm_password' | 'name' | 'last_name' | 'phone';
type Field = TextFieldName | 'terms' | 'privacy';

interface Values {
  email: string;
  password: string;
  confirm_password: string;
  name: string;
  last_name: string;
  country: PhoneCountry;
  phone: string;
  terms: boolean;
  privacy: boolean;
}

const EMPTY: Values = {
  email: '',
  password: '',
  confirm_password: '',
  name: '',
  last_name: '',
  country: DEFAULT_PHONE_COUNTRY,
  phone: '',
  terms: false,
  privacy: false,
};

/**
 * The errors shown while typing (spec section 5), for fields left at least once: the e-mail's
 * and the password's own live wording, the confirmation, the phone.
 */
function liveErrors(values: Values, checked: (field: Field) => boolean): FieldErrors<Field> {
  const phone = internationalNumber(values.country, values.phone);
  return {
    email: checked('email') && values.email.trim() !== '' && !isValidEmail(values.email) ? liveEmailMessage : undefined,
    password: checked('password') && values.password !== '' && !isStrongPassword(values.password) ? t('password.liveInvalid') : undefined,
    confirm_password:
      checked('confirm_password') && values.confirm_password !== '' && values.confirm_password !== values.password
        ? t('password.mismatch')
        : undefined,
    phone: checked('phone') && phone !== '' && !isValidPhone(phone) ? t('account.phoneInvalid') : undefined,
  };
}

export function SignupForm() {
  const form = useRef<HTMLFormElement>(null);
  const checklistId = useId();
  const consentErrorId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The errors of the last submit; a field's goes once the field is edited.
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  const create = useMutation({ mutationFn: signup });

  const live = liveErrors(values, (field) => submitted || left.has(field));
  const error = (field: Field) => submitErrors[field] ?? live[field];
  const consentError = submitErrors.terms ?? submitErrors.privacy;

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared: Field[] = field === 'country' ? ['phone'] : field === 'terms' || field === 'privacy' ? ['terms', 'privacy'] : [field as Field];
    setSubmitErrors((current) => {
      const next = { ...current };
      for (const name of cleared) delete next[name];
      return next;
    });
  }

  function leave(field: Field) {
    setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = signupFormSchema.safeParse({
      email: values.email,
      password: values.password,
      confirm_password: values.confirm_password,
      name: values.name,
      last_name: values.last_name,
      phone: internationalNumber(values.country, values.phone),
      terms: values.terms,
      privacy: values.privacy,
    });
    if (!parsed.success) {
      flushSync(() => {
        setSubmitted(true);
        setSubmitErrors(fieldErrors(parsed.error));
      });
      focusFirstInvalid(form.current);
      return;
    }
    setSubmitErrors({});
    setFailure(null);
    create.mutate(toSignupPayload(parsed.data), {
      // Only an HTTP 200 is a success (spec section 4).
      onSuccess: () => {
        setCreatedFor(parsed.data.email);
        setValues(EMPTY);
        setLeft(new Set());
        setSubmitted(false);
      },
      onError: (cause) => setFailure(failureMessage(cause, t('auth.signupFailed'))),
    });
  }

  return (
    <>
      <Form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          onBlur={() => leave('email')}
          error={error('email')}
        />
        <PasswordField
          label={t('password.label')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          onBlur={() => leave('password')}
          error={error('password')}
          extraDescription={checklistId}
        />
        <PasswordChecklist id={checklistId} password={values.password} />
        <PasswordField
          label={t('password.confirm')}
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={(event) => change('confirm_password', event.target.value)}
          onBlur={() => leave('confirm_password')}
          error={error('confirm_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('account.name')}
            name="name"
            autoComplete="given-name"
            autoCapitalize="words"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={error('name')}
          />
          <TextField
            label={t('account.lastName')}
            name="last_name"
            autoComplete="family-name"
            autoCapitalize="words"
            value={values.last_name}
            onChange={(event) => change('last_name', event.target.value)}
            error={error('last_name')}
          />
        </div>
        <PhoneField
          label={t('account.phoneOptional')}
          country={values.country}
          number={values.phone}
          onChange={(country, number) => {
            change('country', country);
            change('phone', number);
          }}
          onBlur={() => leave('phone')}
          error={error('phone')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('auth.consent')}</legend>
          <Consent
            checked={values.terms}
            onChange={(checked) => change('terms', checked)}
            invalid={Boolean(consentError) && !values.terms}
            errorId={consentErrorId}
          >
            {t('auth.acceptTerms')} <NewTabLink to="/terms-and-conditions">{t('auth.termsLink')}</NewTabLink>
          </Consent>
          <Consent
            checked={values.privacy}
            onChange={(checked) => change('privacy', checked)}
            invalid={Boolean(consentError) && !values.privacy}
            errorId={consentErrorId}
          >
            {t('auth.acceptPrivacy')} <NewTabLink to="/privacy-policy">{t('auth.privacyLink')}</NewTabLink>
          </Consent>
          <FieldError id={consentErrorId} message={consentError} />
        </fieldset>
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={create.isPending}>
          {create.isPending ? t('auth.signingUp') : t('auth.signupSubmit')}
        </button>
      </Form>
      <SignupSuccessDialog email={createdFor} onClose={() => setCreatedFor(null)} />
    </>
  );
}

interface ConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  errorId: string;
  children: ReactNode;
}

function Consent({ checked, onChange, invalid, errorId, children }: ConsentProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(invalid && errorId)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}

/** The legal pages open beside the form, so what was typed stays. */
function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={textLink}>
      {children}
      <span className="sr-only"> {t('auth.opensInNewTab')}</span>
    </Link>
  );
}
