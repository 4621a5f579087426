import { t } from '@plaza/domain/messages/es-store-pages';
import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, MailIcon, WhatsappIcon } from '../../ui/icons';
import type { StoreContact, StoreContactKind } from './store-contacts';

function Outline({ children }: { children: ReactNode }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const kinds: Record<StoreContactKind, { label: () => string; icon: ReactNode }> = {
  email: { label: () => t('store.email'), icon: <MailIcon className="size-5" /> },
  address: {
    label: () => t('store.address'),
    icon: (
      <Outline>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
        <circle cx="12" cy="10" r="2.3" />
      </Outline>
    ),
  },
  phone: {
    label: () => t('store.phone'),
    icon: (
      <Outline>
        <path d="M5 4h3.5l1.5 4.5-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
      </Outline>
    ),
  },
  instagram: { label: () => t('store.instagram'), icon: <InstagramIcon className="size-5" /> },
  facebook: { label: () => t('store.facebook'), icon: <FacebookIcon className="size-5" /> },
  whatsapp: { label: () => t('store.whatsapp'), icon: <WhatsappIcon className="size-5" /> },
};

const external: ReadonlySet<StoreContactKind> = new Set(['instagram', 'facebook', 'whatsapp']);

/** The store's contact details, each with its icon and, where it has one, its link. */
export function StoreContactBlock({ contacts }: { contacts: StoreContact[] }) {
  return (
    <section aria-labelledby="store-contact" className="py-6 sm:py-8">
      <h2 id="store-contact" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('store.contactTitle')}
      </h2>
      <dl className="mt-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {contacts.map((contact) => {
          const { label, icon } = kinds[contact.kind];
          return (
            // A <dl> groups each term with its definition in a <div>, and nothing else: the icon
            // sits inside the term, drawn in the column the padding leaves free.
            <div key={contact.kind} className="relative min-h-10 min-w-0 pl-13">
              <dt className="text-xs font-medium text-slate-600">
                <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800">{icon}</span>
                {label()}
              </dt>
              <dd className="text-sm font-medium break-words text-slate-900">
                {contact.href ? (
                  <a
                    href={contact.href}
                    className="text-brand-800 underline-offset-2 hover:underline"
                    {...(external.has(contact.kind) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {contact.kind === 'whatsapp' ? t('store.whatsappAction') : contact.text}
                  </a>
                ) : (
                  contact.text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
