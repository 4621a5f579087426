import { t } from '@plaza/domain/messages/es-account';
import { isStrongPassword } from '@plaza/domain/password-policy';
import { resetPasswordFormSchema } from '@plaza/domain/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { primaryButton } from '../../ui/button-styles';
import { sessionKeys } from '../../api/session';
import { resetPassword, welcomeSeller } from './auth-api';
import { textLink } from './auth-card';
import { failureMessage, fieldErrors, focusFirstInvalid, type FieldErrors } from './form-errors';
import { FormAlert } from './form-field';
import { notify } from '../../ui/notify';
import { Outcome } from './outcome';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { useRedirectAfter } from './use-redirect-after';
import { Form } from '../../ui/form';

type Field = 'password' | 'confirm_password';

/**
 * A new password and its confirmation for a reset link's token; then off to /login. With
 * `welcome` (the link mailed to a new seller) the answer signs them in and the panel opens.
 */
export function ResetPasswordForm({ token, welcome = false }: { token: string; welcome?: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const checklistId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' });
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const reset = useMutation({
    mutationFn: (password: string) => (welcome ? welcomeSeller(token, { password }) : resetPassword(token, { password })),
    onSuccess: async () => {
      if (!welcome) return notify(t('auth.resetDone'), 'success');
      notify(t('auth.welcomeDone'), 'success');
      await queryClient.resetQueries({ queryKey: sessionKeys.all });
      await navigate('/seller', { replace: true });
    },
    onError: (error) => {
      const message = failureMessage(error, t('auth.resetFailed'));
      setFailure(message ? { message, expired: error instanceof HttpError && error.status === 400 } : null);
    },
  });
  useRedirectAfter(reset.isSuccess && !welcome, '/login');

  useEffect(() => {
    if (reset.isSuccess) done.current?.focus();
  }, [reset.isSuccess]);

  if (reset.isSuccess) {
    return (
      <div ref={done} tabIndex={-1} className="focus:outline-none">
        <Outcome tone="success" title={t('auth.resetDone')}>
          <p>{t('auth.redirectingToLogin')}</p>
          <Link to="/login" replace className={`${primaryButton} w-full`}>
            {t('auth.goToLogin')}
          </Link>
        </Outcome>
      </div>
    );
  }

  const checked = (field: Field) => submitted || left.has(field);
  const errors: FieldErrors<Field> = {
    password:
      submitErrors.password ??
      (checked('password') && values.password !== '' && !isStrongPassword(values.password) ? t('password.resetInvalid') : undefined),
    confirm_password:
      submitErrors.confirm_password ??
      (checked('confirm_password') && values.confirm_password !== '' && values.confirm_password !== values.password
        ? t('password.mismatch')
        : undefined),
  };

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setSubmitErrors((current) => ({ ...current, [field]: undefined }));
  }

  function leave(field: Field) {
    setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = resetPasswordFormSchema.safeParse(values);
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
    reset.mutate(parsed.data.password);
  }

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-slate-700">{t(welcome ? 'auth.welcomeIntro' : 'auth.resetIntro')}</p>
      <PasswordField
        label={t('password.new')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => leave('password')}
        error={errors.password}
        extraDescription={checklistId}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <PasswordField
        label={t('password.confirmNew')}
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(event) => change('confirm_password', event.target.value)}
        onBlur={() => leave('confirm_password')}
        error={errors.confirm_password}
      />
      <FormAlert message={failure?.message ?? null}>
        {failure?.expired && (
          <Link to="/forgot-password" className={`${textLink} self-start py-1`}>
            {t('auth.forgotLink')}
          </Link>
        )}
      </FormAlert>
      <button type="submit" className={`${primaryButton} w-full`} disabled={reset.isPending}>
        {reset.isPending ? t('auth.sending') : t('auth.resetSubmit')}
      </button>
    </Form>
  );
}
