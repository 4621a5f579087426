import { t } from '@plaza/domain/messages/es-account';
import { resendActivationSchema } from '@plaza/domain/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { secondaryButton } from '../../ui/button-styles';
import { resendActivation } from './auth-api';
import { fieldErrors, focusFirstInvalid } from './form-errors';
import { EmailField, FormAlert } from './form-field';
import { notify } from '../../ui/notify';
import { resendFailureMessage } from './resend-failure';
import { Form } from '../../ui/form';

/** Asks for a new activation link for an e-mail address (spec section 2, activation). */
export function ResendActivationForm() {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const resend = useMutation({ mutationFn: resendActivation });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (resend.isPending) return;
    const parsed = resendActivationSchema.safeParse({ email });
    if (!parsed.success) {
      flushSync(() => setEmailError(fieldErrors<'email'>(parsed.error).email));
      focusFirstInvalid(form.current);
      return;
    }
    setFailure(null);
    resend.mutate(parsed.data, {
      onSuccess: () => notify(t('auth.activationResent'), 'success'),
      onError: (error) => setFailure(resendFailureMessage(error)),
    });
  }

  return (
    <section aria-labelledby="resend-title" className="border-t border-slate-200 pt-6">
      <h2 id="resend-title" className="text-lg font-bold text-slate-900">
        {t('auth.resendTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('auth.resendIntro')}</p>
      <Form ref={form} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${secondaryButton} w-full`} disabled={resend.isPending}>
          {resend.isPending ? t('auth.sending') : t('auth.resendSubmit')}
        </button>
      </Form>
    </section>
  );
}
