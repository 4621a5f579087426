import { t } from '@plaza/domain/messages/es-account';
import { passwordChecklist } from '@plaza/domain/password-policy';

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg className="size-4 shrink-0" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {met ? <path d="m4.5 10.5 3.5 3.5 7.5-8" /> : <circle cx="10" cy="10" r="6" />}
    </svg>
  );
}

/**
 * The live checklist of spec section 5, under a new-password field (which lists its id in
 * aria-describedby). Not a live region: it would speak at every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <p className="text-xs font-semibold text-slate-700">{t('password.checklistTitle')}</p>
      <ul className="mt-1.5 grid gap-1 text-sm sm:grid-cols-2">
        {passwordChecklist(password).map((check) => (
          <li key={check.key} className={`flex items-center gap-1.5 ${check.met ? 'text-emerald-700' : 'text-slate-600'}`}>
            <RuleIcon met={check.met} />
            <span>
              {check.label}
              <span className="sr-only">: {check.met ? t('password.ruleMet') : t('password.ruleUnmet')}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
