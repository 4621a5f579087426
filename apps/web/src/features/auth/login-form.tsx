import { t } from '@plaza/domain/messages/es-account';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { primaryButton } from '../../ui/button-styles';
import { resendActivation } from './auth-api';
import { textLink } from './auth-card';
import { failureMessage, fieldErrors, focusFirstInvalid, type FieldErrors } from './form-errors';
import { EmailField, FormAlert } from './form-field';
import { afterLoginPath } from './login-redirect';
import { notify } from '../../ui/notify';
import { PasswordField } from './password-field';
import { resendFailureMessage } from './resend-failure';
import { SecondFactorStep } from './second-factor-step';
import { AccountNotUsableError, useLogin } from './use-login';
import { Form } from '../../ui/form';

type Field = 'email' | 'password';

/**
 * The form's schemas, and zod with them (about 85 KB of script to run), come when the form is
 * first used rather than with the page: on a slow phone they would hold up the login page's start.
 */
const accountSchemas = () => import('@plaza/domain/schemas/account');

interface Failure {
  message: string;
  /** The account exists but waits for activation: offer a new link. */
  notActivated?: boolean;
}

/** What the form says about a failed login; null when a toast or the maintenance modal says it. */
function loginFailure(error: unknown): Failure | null {
  if (error instanceof AccountNotUsableError) return { message: t('auth.accountNotUsableHere') };
  if (error instanceof HttpError) {
    if (error.status === 401) return { message: error.serverMessage ?? t('auth.invalidCredentials') };
    if (error.status === 403) return { message: error.serverMessage ?? t('auth.notActivated'), notActivated: true };
    if (error.status >= 400 && error.status < 500) return { message: failureMessage(error, t('auth.loginFailed')) ?? t('auth.loginFailed') };
    if (error.status === 502 || error.status === 503) return null;
  }
  // Offline or a server failure: the spec's exception toast.
  notify(t('auth.loginFailed'), 'error');
  return null;
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const next = afterLoginPath(searchParams, location.state);
  const login = useLogin(next);
  /** The password was right and the account's second factor is asked: the code step replaces the form. */
  const [codeStep, setCodeStep] = useState(false);
  const resend = useMutation({
    mutationFn: resendActivation,
    onSuccess: () => notify(t('auth.activationResent'), 'success'),
    onError: (error) => {
      const message = resendFailureMessage(error);
      if (message) notify(message, 'error');
    },
  });

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** True from a submit until its login has settled (or failed its checks): a second press then does nothing. */
  const checking = useRef(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending || checking.current) return;
    checking.current = true;
    let loginSchema;
    try {
      ({ loginSchema } = await accountSchemas());
    } catch {
      // Offline before the schemas ever came: the same toast as a login that could not be sent.
      checking.current = false;
      notify(t('auth.loginFailed'), 'error');
      return;
    }
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      checking.current = false;
      flushSync(() => setErrors(fieldErrors(parsed.error)));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setFailure(null);
    login.mutate(parsed.data, {
      onSettled: () => {
        checking.current = false;
      },
      onSuccess: (result) => {
        if (result.kind === 'second-factor') {
          setCodeStep(true);
          return;
        }
        notify(t('auth.loginDone'), 'success');
        void navigate(next, { replace: true });
      },
      onError: (error) => setFailure(loginFailure(error)),
    });
  }

  function resendLink() {
    void accountSchemas().then(({ resendActivationSchema }) => {
      const parsed = resendActivationSchema.safeParse({ email: values.email });
      if (parsed.success) resend.mutate(parsed.data);
    });
  }

  if (codeStep)
    return (
      <SecondFactorStep
        next={next}
        onRestart={() => {
          setCodeStep(false);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );

  return (
    // The schemas start coming as soon as the form is touched.
    <Form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void accountSchemas().catch(() => undefined)} className="flex flex-col gap-4">
      <EmailField
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('password.label')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.password}
        />
        <Link to="/forgot-password" className={`${textLink} self-end py-1 text-sm`}>
          {t('auth.forgotLink')}
        </Link>
      </div>
      <FormAlert message={failure?.message ?? null}>
        {failure?.notActivated && (
          <button type="button" className={`${textLink} self-start py-1`} disabled={resend.isPending} onClick={resendLink}>
            {resend.isPending ? t('auth.sending') : t('auth.resendActivation')}
          </button>
        )}
      </FormAlert>
      <button type="submit" className={`${primaryButton} w-full`} disabled={login.isPending}>
        {login.isPending ? t('auth.loggingIn') : t('auth.loginSubmit')}
      </button>
    </Form>
  );
}
