import { t } from '@plaza/domain/messages/es';
import { queryKeys } from '@plaza/domain/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { CartButton } from '../features/cart/cart-button';
import { HeaderSearch } from '../features/search/header-search';
import { PageContainer } from '../ui/page-container';
import { LogoMark } from '../ui/icons';
import { AccountMenu } from './account-menu';
import { useOverHero } from './use-over-hero';

/**
 * Logo, search, account menu and cart. Over the home page's hero it is translucent with light
 * text; everywhere else (and once the hero has scrolled away) it is solid white.
 */
export function Header() {
  const { pathname } = useLocation();
  const onSearchPage = pathname === '/search';
  // The home page shows its hero while the slides load and when there are any; none, no hero.
  const slides = useQueryClient().getQueryData<unknown[]>(queryKeys.hero());
  const translucent = useOverHero(pathname === '/', slides === undefined || slides.length > 0);

  // No backdrop-filter here: it would make the header the containing block of the mobile
  // search overlay (position: fixed) and trap it inside the header's 64 px.
  const tone = translucent
    ? 'bg-linear-to-b from-slate-950/70 to-slate-950/20 text-white border-transparent'
    : 'bg-white text-slate-900 border-slate-200 shadow-sm';
  const control = translucent ? 'text-white hover:bg-white/15' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';

  return (
    <header className={`sticky top-0 z-40 h-(--header-height) border-b transition-colors duration-300 ${tone}`}>
      <PageContainer className="flex h-full items-center justify-between gap-2">
        <Link to="/" aria-label={t('header.logoLabel')} className="flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark />
          <span className="text-xl font-extrabold tracking-tight" aria-hidden="true">
            {t('common.appName')}
          </span>
        </Link>
        <div className="flex items-center gap-1">
          {!onSearchPage && <HeaderSearch toggleClassName={control} />}
          {!onSearchPage && <CartButton className={control} />}
          <AccountMenu buttonClassName={control} />
        </div>
      </PageContainer>
    </header>
  );
}
