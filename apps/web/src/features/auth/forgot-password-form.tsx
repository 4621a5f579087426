import { t } from '@plaza/domain/messages/es-account';
import { forgotPasswordSchema } from '@plaza/domain/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { forgotPassword } from './auth-api';
import { failureMessage, fieldErrors, focusFirstInvalid } from './form-errors';
import { EmailField, FormAlert } from './form-field';
import { notify } from '../../ui/notify';
import { Outcome } from './outcome';
import { Form } from '../../ui/form';

/** The e-mail form, then 'Revisa tu correo' with a way back to /login (spec sections 2, 4). */
export function ForgotPasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => notify(t('auth.forgotDone'), 'success'),
    onError: (error) => setFailure(failureMessage(error, t('auth.forgotFailed'))),
  });

  // The form is gone: the confirmation takes the focus, so it is read and Tab goes on from it.
  useEffect(() => {
    if (request.isSuccess) done.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div ref={done} tabIndex={-1} className="focus:outline-none">
        <Outcome tone="success" title={t('auth.forgotCheckEmail')}>
          <p>{t('auth.forgotDone')}</p>
          <Link to="/login" className={`${primaryButton} w-full`}>
            {t('auth.backToLogin')}
          </Link>
        </Outcome>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      flushSync(() => setEmailError(fieldErrors<'email'>(parsed.error).email));
      focusFirstInvalid(form.current);
      return;
    }
    setFailure(null);
    request.mutate(parsed.data);
  }

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-slate-700">{t('auth.forgotIntro')}</p>
      <EmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
      />
      <FormAlert message={failure} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={request.isPending}>
        {request.isPending ? t('auth.sending') : t('auth.forgotSubmit')}
      </button>
      <Link to="/login" className={`${secondaryButton} w-full`}>
        {t('auth.backToLogin')}
      </Link>
    </Form>
  );
}
