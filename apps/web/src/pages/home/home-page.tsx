import { t } from '@plaza/domain/messages/es-home';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useDataSaver } from '../../ui/data-saver';
import { onFirstUse } from '../../ui/first-use';
import { secondaryButton } from '../../ui/button-styles';
import { categoriesQuery } from '../../features/categories/category-queries';
import { categorySearchUrl, CategoryStrip } from '../../features/categories/category-strip';
import { HeroCarousel, HeroPlaceholder } from '../../features/home/hero-carousel';
import {
  bestSellersQuery,
  categorySectionQuery,
  customSectionsQuery,
  heroQuery,
  homeReviewsQuery,
  latestProductsQuery,
  specialOffersQuery,
} from '../../features/home/home-queries';
import { ProductRow, ReviewsRow, SellerBanner, StoreRow } from '../../features/home/home-sections';
import { storesInUrl } from '../../features/store/store-filters';
import { nearbyStoresQuery, popularStoresQuery, type NearbyStores } from '../../features/store/store-queries';
import { PageContainer } from '../../ui/page-container';
import { RetryNotice } from '../../ui/page-message';

/** Product rows the home page shows at first with the data saver. */
const LEAN_ROWS = 2;

/**
 * 'Ver más' below the first rows (data saver): the rest of the page when pressed, or once the
 * shopper, using the page, scrolls it near.
 */
function MoreRows({ onMore }: { onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const cancel = onFirstUse(() => {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), { rootMargin: '25% 0px' });
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [onMore]);
  return (
    <div className="my-6 flex justify-center">
      <button ref={button} type="button" className={secondaryButton} onClick={onMore}>
        {t('home.seeMore')}
      </button>
    </div>
  );
}

function sectionPath(slug: string): string {
  return `/sections/${encodeURIComponent(slug)}`;
}

type Products = ComponentProps<typeof ProductRow>['products'];
type Stores = ComponentProps<typeof StoreRow>['stores'];

function hasAny<T>(list: T[] | undefined): list is T[] {
  return list !== undefined && list.length > 0;
}

/** A row whose call is still running shows its placeholders; one that answered nothing is left out. */
function loadingOrAny(query: { isPending: boolean; data: unknown[] | undefined }) {
  return query.isPending || hasAny(query.data);
}

/** The rows after the first ones, which the data saver holds back: stores near and popular, then products. */
function LaterRows({
  nearby,
  popular,
  latest,
  offers,
  bestSellers,
  reviews,
  rowsAbove,
}: {
  nearby: NearbyStores | undefined;
  popular: { isPending: boolean; data: Stores };
  latest: { isPending: boolean; data: Products };
  offers: Products;
  bestSellers: Products;
  reviews: ComponentProps<typeof ReviewsRow>['reviews'] | undefined;
  /** How many product rows the home page shows above these: only the first row of all may be in the first screen. */
  rowsAbove: number;
}) {
  let rows = rowsAbove;
  const belowFold = () => rows++ > 0;
  const ubication = nearby?.ubication;
  return (
    <>
      {ubication && nearby && nearby.stores.length > 0 && (
        <StoreRow
          title={t('home.nearbyTitle')}
          subtitle={t('home.nearbySubtitle', { township: ubication.township, province: ubication.province })}
          stores={nearby.stores}
          belowFold={belowFold()}
          action={{
            to: storesInUrl(ubication.province, ubication.township),
            text: t('home.nearbySeeAll'),
            label: t('home.nearbySeeAllLabel', { township: ubication.township }),
          }}
        />
      )}

      {loadingOrAny(popular) && (
        <StoreRow
          title={t('home.popularTitle')}
          stores={popular.data}
          belowFold={belowFold()}
          action={{ to: '/stores', text: t('home.popularSeeAll'), label: t('home.popularSeeAllLabel') }}
        />
      )}

      {loadingOrAny(latest) && <ProductRow title={t('home.latestTitle')} products={latest.data} belowFold={belowFold()} />}

      {hasAny(offers) && <ProductRow title={t('home.offersTitle')} products={offers} belowFold={belowFold()} />}

      {hasAny(bestSellers) && <ProductRow title={t('home.bestSellersTitle')} products={bestSellers} belowFold={belowFold()} />}

      {hasAny(reviews) && <ReviewsRow reviews={reviews} />}
    </>
  );
}

/**
 * The home page, its sections in the spec's order (section 2). A section whose call fails is left
 * out; when every one failed (offline, say) the page says so and offers to ask again, rather than
 * showing nothing.
 */
export function HomePage() {
  // The title the server writes for the home page. Set here, not through useDocumentTitle: that
  // hook is a chunk of its own, a request the first page does not need to make.
  useEffect(() => {
    document.title = t('meta.homeTitle');
  }, []);
  // With the data saver the page shows (and asks for) its first rows; the rest on scroll or 'Ver más'.
  const saver = useDataSaver().on;
  const [more, setMore] = useState(false);
  const lean = saver && !more;
  const later = { enabled: !lean };
  const hero = useQuery(heroQuery());
  const categories = useQuery(categoriesQuery());
  const categorySection = useQuery(categorySectionQuery());
  const customSections = useQuery(customSectionsQuery());
  const nearby = useQuery({ ...nearbyStoresQuery(), ...later });
  const popular = useQuery({ ...popularStoresQuery(), ...later });
  const latest = useQuery({ ...latestProductsQuery(), ...later });
  const offers = useQuery({ ...specialOffersQuery(), ...later });
  const bestSellers = useQuery({ ...bestSellersQuery(), ...later });
  const reviews = useQuery({ ...homeReviewsQuery(), ...later });

  const sections = [hero, categories, categorySection, customSections, nearby, popular, latest, offers, bestSellers, reviews];
  const nothingLoaded = sections.every((query) => query.isError);
  const retrying = sections.some((query) => query.isFetching);
  function retry() {
    for (const query of sections) if (query.isError) void query.refetch();
  }

  const linked = categorySection.data;
  // Below the hero and the categories, the first row may still reach into the first screen; the
  // ones after it do not, and are laid out only as they come near (CarouselRow).
  let rows = 0;
  const belowFold = () => rows++ > 0;
  const linkedShown = Boolean(linked?.enabled && linked.products.length > 0);
  const custom = (customSections.data ?? []).filter((section) => section.products.length > 0);
  const shownCustom = lean ? custom.slice(0, Math.max(0, LEAN_ROWS - (linkedShown ? 1 : 0))) : custom;

  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      {hero.isPending ? <HeroPlaceholder /> : hero.data && <HeroCarousel slides={hero.data} />}
      <PageContainer>
        {nothingLoaded && <RetryNotice className="mt-6" message={t('home.loadError')} onRetry={retry} retrying={retrying} />}
        <CategoryStrip categories={categories.data} loading={categories.isPending} />

        {linked?.enabled && linked.products.length > 0 && (
          <ProductRow
            title={linked.section_name}
            products={linked.products}
            belowFold={belowFold()}
            action={
              linked.category_id === null
                ? undefined
                : { to: categorySearchUrl(linked.category_id), text: t('home.seeMore'), label: t('home.seeMoreOf', { title: linked.section_name }) }
            }
          />
        )}

        {shownCustom.map((section) => (
            <ProductRow
              key={section.section_id}
              title={section.section_name}
              products={section.products}
              belowFold={belowFold()}
              action={{ to: sectionPath(section.slug), text: t('home.seeMore'), label: t('home.seeMoreOf', { title: section.section_name }) }}
            />
          ))}

        {lean && <MoreRows onMore={() => setMore(true)} />}

        {!lean && (
          <LaterRows
            nearby={nearby.data}
            popular={popular}
            latest={latest}
            offers={offers.data}
            bestSellers={bestSellers.data}
            reviews={reviews.data}
            rowsAbove={(linkedShown ? 1 : 0) + shownCustom.length}
          />
        )}

        <SellerBanner />
      </PageContainer>
    </>
  );
}
