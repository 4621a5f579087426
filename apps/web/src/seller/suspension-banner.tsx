import { tp } from '@plaza/domain/messages/es-panel';
import { useFooter } from '../api/footer';
import type { CurrentStore } from './current-store';

/** The support address as the panel writes it, or null when the operator has not filled it in. */
function supportEmail(email: string | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return trimmed.includes('@') ? trimmed : null;
}

/**
 * What the owner of a suspended store reads on every panel screen: that shoppers cannot see the
 * store, the operators' reason, and whom to tell once it is fixed. The panel keeps working.
 */
export function SuspensionBanner({ store }: { store: CurrentStore }) {
  const email = supportEmail(useFooter().data?.support_email);
  if (!store.suspended) return null;
  const [before, after] = tp('suspension.contactAt').split('{email}');
  return (
    <section aria-labelledby="suspension-title" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto max-w-5xl space-y-1 px-4 py-3 text-sm">
        {/* Not a heading: it comes before each screen's own h1, and heading levels must not go back up. */}
        <p id="suspension-title" className="text-base font-bold">
          {tp('suspension.title')}
        </p>
        <p>{tp('suspension.hidden')}</p>
        {store.suspension_reason ? (
          <p>
            <strong>{tp('suspension.reason')}</strong> <span className="whitespace-pre-line break-words">{store.suspension_reason}</span>
          </p>
        ) : null}
        <p>
          {email ? (
            <>
              {before}
              <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
                {email}
              </a>
              {after}
            </>
          ) : (
            tp('suspension.contact')
          )}
        </p>
      </div>
    </section>
  );
}
