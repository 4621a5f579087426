import { t } from '@plaza/domain/messages/es-server';
import type { Mail } from '../../platform/mail';
import { escapeHtml } from '../../platform/html';


/** A short Spanish message with one call to action, as HTML and as plain text. */
export function linkMail(to: string, name: string, subject: string, intro: string, button: string, link: string): Mail {
  const text = [t('auth.mail.greeting', { name }), '', intro, link, '', t('auth.mail.ignore'), '', t('auth.mail.signature')].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(t('auth.mail.greeting', { name }))}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('auth.mail.ignore'))}</p>
<p>${escapeHtml(t('auth.mail.signature'))}</p>
</body></html>`;
  return { to, subject, text, html, link };
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
