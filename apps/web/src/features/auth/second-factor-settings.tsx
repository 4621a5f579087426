import { t } from '@plaza/domain/messages/es-account';
import type { TotpEnrolment } from '@plaza/domain/schemas/second-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { Form } from '../../ui/form';
import { notify } from '../../ui/notify';
import { failureMessage } from './form-errors';
import { FormAlert, TextField } from './form-field';
import { PasswordField } from './password-field';
import { disableSecondFactor, enableSecondFactor, secondFactorKeys, secondFactorQuery, verifySecondFactor } from './second-factor-api';

/** The six-digit code field: the phone's number pad and the one-time code the system may offer. */
export function CodeField({ label, hint, value, onChange, error }: { label: string; hint: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label={label}
      hint={hint}
      name="code"
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The ten recovery codes, shown this once: a list to read and a button to copy them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => notify(t('totp.copied'), 'success'),
      () => undefined,
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        {t('totp.recoveryTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('totp.recoveryIntro')}</p>
      <ul aria-label={t('totp.recoveryListLabel')} className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={copy}>
          {t('totp.copy')}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('totp.recoveryDone')}
        </button>
      </div>
    </section>
  );
}

/** Enrolment, step two: the QR code, the key to type by hand, and the first code from the app. */
function ScanAndConfirm({ enrolment, onVerified }: { enrolment: TotpEnrolment; onVerified: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: verifySecondFactor });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    verify.mutate(
      { code },
      { onSuccess: (answer) => onVerified(answer.recovery_codes), onError: (error) => setFailure(failureMessage(error, t('totp.codeInvalid'))) },
    );
  };
  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('totp.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={t('totp.qrAlt')}
        width={200}
        height={200}
        className="size-50 self-center rounded-lg bg-white p-1 ring-1 ring-slate-200"
      />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-700">{t('totp.manual')}</p>
        <code className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900">{enrolment.secret}</code>
      </div>
      <CodeField label={t('totp.codeLabel')} hint={t('totp.codeHint')} value={code} onChange={setCode} />
      <FormAlert message={failure} />
      <button type="submit" className={primaryButton} disabled={verify.isPending} aria-busy={verify.isPending || undefined}>
        {verify.isPending ? t('totp.confirming') : t('totp.confirm')}
      </button>
    </Form>
  );
}

/** Enrolment, step one: the current password again. */
function StartEnrolment({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const enable = useMutation({ mutationFn: enableSecondFactor });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    enable.mutate({ password }, { onSuccess: onStarted, onError: (error) => setFailure(failureMessage(error, t('totp.loadError'))) });
  };
  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label={t('totp.passwordConfirm')}
        hint={t('totp.passwordHint')}
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert message={failure} />
      <button type="submit" className={primaryButton} disabled={enable.isPending} aria-busy={enable.isPending || undefined}>
        {enable.isPending ? t('totp.starting') : t('totp.start')}
      </button>
    </Form>
  );
}

/** Turning the factor off: the password and a code (or a recovery code). */
function DisableForm() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useMutation({ mutationFn: disableSecondFactor });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          notify(t('totp.disabledDone'), 'success');
          void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
        },
        onError: (error) => setFailure(failureMessage(error, t('totp.codeInvalid'))),
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('totp.disableIntro')}</p>
      <PasswordField
        label={t('totp.passwordConfirm')}
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CodeField label={t('totp.loginCodeLabel')} hint={t('totp.loginCodeHint')} value={code} onChange={setCode} />
      <FormAlert message={failure} />
      <button type="submit" className={secondaryButton} disabled={disable.isPending} aria-busy={disable.isPending || undefined}>
        {disable.isPending ? t('totp.disabling') : t('totp.disable')}
      </button>
    </Form>
  );
}

/**
 * The account's second factor, for the seller panel, the console and the enrolment the console
 * requires: its state, enrolment (password, QR code and key, first code, recovery codes shown
 * once) and turning it off. `onEnabled` runs once the recovery codes have been put away.
 */
export function SecondFactorSettings({ onEnabled }: { onEnabled?: () => void }) {
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorQuery());
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          setEnrolment(null);
          void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
          onEnabled?.();
        }}
      />
    );
  if (status.isPending) return <p className="text-sm text-slate-700">{t('totp.loading')}</p>;
  if (status.isError) return <p role="alert" className="text-sm text-rose-800">{t('totp.loadError')}</p>;
  const { enabled, required, recovery_codes_left: left } = status.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('totp.intro')}</p>
      <p className="text-sm font-semibold text-slate-900" role="status">
        {enabled ? t('totp.statusOn') : t('totp.statusOff')}
      </p>
      {required && !enabled ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('totp.requiredForOperators')}</p> : null}
      {enabled ? (
        <>
          <p className="text-sm text-slate-700">{t('totp.recoveryLeft', { count: left })}</p>
          {required ? <p className="text-sm text-slate-700">{t('totp.requiredCannotDisable')}</p> : <DisableForm />}
        </>
      ) : enrolment ? (
        <ScanAndConfirm
          enrolment={enrolment}
          onVerified={(codes) => {
            notify(t('totp.enabledDone'), 'success');
            setRecoveryCodes(codes);
          }}
        />
      ) : (
        <StartEnrolment onStarted={setEnrolment} />
      )}
    </div>
  );
}
