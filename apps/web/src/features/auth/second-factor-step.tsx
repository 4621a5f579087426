import { t } from '@plaza/domain/messages/es-account';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { primaryButton } from '../../ui/button-styles';
import { Form } from '../../ui/form';
import { notify } from '../../ui/notify';
import { textLink } from './auth-card';
import { failureMessage } from './form-errors';
import { FormAlert } from './form-field';
import { CodeField } from './second-factor-settings';
import { AccountNotUsableError, useLoginWithCode } from './use-login';

/**
 * The login's second step, after a right password on a device the account does not remember: the
 * authenticator app's code or a recovery code, and whether to remember this device for 30 days.
 * `onRestart` goes back to the password (the step expired: the server forgot it after 5 minutes).
 */
export function SecondFactorStep({ next, onRestart }: { next: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLoginWithCode(next);
  const headingId = useId();
  const rememberId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the password form: focus moves to its heading, so a screen reader says where it is.
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    if (!code.trim()) {
      setFailure(t('totp.codeRequired'));
      return;
    }
    setFailure(null);
    login.mutate(
      { code, remember_device: remember },
      {
        onSuccess: () => {
          notify(t('auth.loginDone'), 'success');
          void navigate(next, { replace: true });
        },
        onError: (error) => {
          if (error instanceof AccountNotUsableError) setFailure(t('auth.accountNotUsableHere'));
          else if (error instanceof HttpError && error.status === 401) setFailure(error.serverMessage ?? t('totp.challengeMissing'));
          else setFailure(failureMessage(error, t('auth.loginFailed')));
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t('totp.loginTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('totp.loginIntro')}</p>
      <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CodeField label={t('totp.loginCodeLabel')} hint={t('totp.loginCodeHint')} value={code} onChange={setCode} />
        <label htmlFor={rememberId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
          <input id={rememberId} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="size-5 accent-brand-700" />
          {t('totp.rememberDevice')}
        </label>
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={login.isPending} aria-busy={login.isPending || undefined}>
          {login.isPending ? t('totp.confirming') : t('totp.loginSubmit')}
        </button>
      </Form>
      <button type="button" className={`${textLink} self-start py-1 text-sm`} onClick={onRestart}>
        {t('totp.loginBack')}
      </button>
    </section>
  );
}
