import { t } from '@plaza/domain/messages/es';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFooter } from '../api/footer';
import { FacebookIcon, InstagramIcon, LogoMark, MailIcon, WhatsappIcon } from '../ui/icons';
import { PageContainer } from '../ui/page-container';
import { DataSaverSwitch } from '../ui/data-saver';
import { contactLinks, type ContactKind } from './footer-links';

const contactIcons: Record<ContactKind, { label: () => string; icon: ReactNode }> = {
  email: { label: () => t('footer.email'), icon: <MailIcon className="size-5" /> },
  facebook: { label: () => t('footer.facebook'), icon: <FacebookIcon className="size-5" /> },
  instagram: { label: () => t('footer.instagram'), icon: <InstagramIcon className="size-5" /> },
  whatsapp: { label: () => t('footer.whatsapp'), icon: <WhatsappIcon className="size-5" /> },
};

const linkClass = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

export function Footer() {
  // Failures are logged by the query and otherwise leave the operator's columns out.
  const { data: footer } = useFooter();
  const about = footer?.footer_about.trim() ?? '';
  const contacts = footer ? contactLinks(footer) : [];

  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <PageContainer className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title={t('footer.about')}>
          <Link to="/" aria-label={t('header.logoLabel')} className="mb-3 inline-flex items-center gap-2 rounded-lg">
            <LogoMark className="size-7" />
            <span className="text-lg font-extrabold text-white" aria-hidden="true">
              {t('common.appName')}
            </span>
          </Link>
          {about && <p className="leading-relaxed whitespace-pre-line">{about}</p>}
        </FooterColumn>
        <FooterColumn title={t('footer.forCustomers')}>
          <ul className="space-y-2">
            <li>
              <Link to="/stores" className={linkClass}>
                {t('footer.allStores')}
              </Link>
            </li>
            <li>
              <Link to="/search" className={linkClass}>
                {t('footer.searchProducts')}
              </Link>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn title={t('footer.policies')}>
          <ul className="space-y-2">
            <li>
              <Link to="/terms-and-conditions" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </FooterColumn>
        {contacts.length > 0 && (
          <FooterColumn title={t('footer.contact')}>
            <ul className="flex flex-wrap gap-2">
              {contacts.map(({ kind, href }) => (
                <li key={kind}>
                  <a
                    href={href}
                    aria-label={contactIcons[kind].label()}
                    title={contactIcons[kind].label()}
                    {...(kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
                  >
                    {contactIcons[kind].icon}
                  </a>
                </li>
              ))}
            </ul>
          </FooterColumn>
        )}
      </PageContainer>
      <div className="border-t border-slate-800">
        <PageContainer className="flex flex-col items-center gap-1 py-5 text-center text-xs text-slate-400">
          <DataSaverSwitch label={t('footer.dataSaver')} className="text-sm text-slate-200" />
          <p>{t('footer.copyright')}</p>
        </PageContainer>
      </div>
    </footer>
  );
}
