import { t } from '@plaza/domain/messages/es-server';
import { type esMail, t as mailText } from '@plaza/domain/messages/es-mail';
import type { Mail } from '../../platform/mail';
import { escapeHtml } from '../../platform/html';


/** A call to action of a message: an optional line before it, its button and its address. */
type MailAction = { intro?: string; button: string; link: string };

/** A short Spanish message with its calls to action, as HTML and as plain text. */
function actionsMail(to: string, name: string, subject: string, intro: string, actions: MailAction[], ignore = t('auth.mail.ignore')): Mail {
  const textActions = actions.flatMap((action) => [...(action.intro ? [action.intro] : []), action.link, '']);
  const text = [t('auth.mail.greeting', { name }), '', intro, ...textActions, ignore, '', t('auth.mail.signature')].join('\n');
  const htmlActions = actions
    .map(
      (action) => `${action.intro ? `<p>${escapeHtml(action.intro)}</p>\n` : ''}<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.button)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(action.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(t('auth.mail.greeting', { name }))}</p>
<p>${escapeHtml(intro)}</p>
${htmlActions}
<p style="font-size:13px;color:#475569">${escapeHtml(ignore)}</p>
<p>${escapeHtml(t('auth.mail.signature'))}</p>
</body></html>`;
  return { to, subject, text, html, link: actions[0]?.link };
}

/** A short Spanish message with one call to action, as HTML and as plain text. */
export function linkMail(to: string, name: string, subject: string, intro: string, button: string, link: string): Mail {
  return actionsMail(to, name, subject, intro, [{ button, link }]);
}

/** To the owner of an address someone tried to sign up with: where to log in, and to choose a new password. */
export function signupAttemptMail(to: string, name: string, publicUrl: string): Mail {
  const m = (key: keyof typeof esMail.signupAttempt) => mailText(`signupAttempt.${key}`);
  return actionsMail(
    to,
    name,
    m('subject'),
    m('intro'),
    [
      { intro: m('loginIntro'), button: m('loginButton'), link: `${publicUrl}/login` },
      { intro: m('resetIntro'), button: m('resetButton'), link: `${publicUrl}/forgot-password` },
    ],
    m('ignore'),
  );
}

/** A short Spanish message of a few paragraphs and no call to action, as HTML and as plain text. */
export function plainMail(to: string, name: string, subject: string, paragraphs: string[]): Mail {
  const lines = [t('auth.mail.greeting', { name }), ...paragraphs, t('auth.mail.signature')];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}

export const activationMail = (to: string, name: string, link: string) =>
  linkMail(to, name, t('auth.mail.activationSubject'), t('auth.mail.activationIntro'), t('auth.mail.activationButton'), link);

export const resetMail = (to: string, name: string, link: string) =>
  linkMail(to, name, t('auth.mail.resetSubject'), t('auth.mail.resetIntro'), t('auth.mail.resetButton'), link);
