import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '@plaza/domain/messages/es-server';
import { queryKeys, type EmbeddedData } from '@plaza/domain/query-keys';
import type { Product } from '@plaza/domain/schemas/product';
import type { HeroSlide } from '@plaza/domain/schemas/section';
import type { StoreDetail } from '@plaza/domain/schemas/store';
import { readSearchState, searchApiQuery, searchKeyParams } from '@plaza/domain/search-state';
import type { PageExtras, PageResolver } from '../../platform/web-app';
import { escapeHtml } from '../../platform/html';
import { dataSaverOn } from '../../platform/data-saver';

type Query = { key: readonly unknown[]; path: string };
type Answer = { status: number; data: unknown };


const cardVariant = (file: string) => file.replace(/\.webp$/, '-card.webp');

/** The product gallery's `sizes`: the whole width on a phone, its column of two on a wide screen. */
const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * Fills each page's HTML before any script runs: its title, description, canonical URL and Open
 * Graph tags (so shared links preview well), schema.org data for products, the LCP image preload,
 * and the page's first API answers under the app's query keys, fetched through the real routes.
 */
export function pageResolver(app: FastifyInstance): PageResolver {
  const { publicUrl } = app.deps.config;

  async function call(request: FastifyRequest, path: string): Promise<Answer> {
    const response = await app.inject({ method: 'GET', url: path, headers: { cookie: request.headers.cookie ?? '' } });
    return { status: response.statusCode, data: response.statusCode === 200 ? response.json() : undefined };
  }

  async function fetchAll(request: FastifyRequest, queries: Query[]) {
    const shared: Query[] = [
      { key: queryKeys.session(), path: '/api/market/auth' },
      { key: queryKeys.footer(), path: '/api/market/footer' },
    ];
    const all = [...shared, ...queries];
    const answers = await Promise.all(all.map((query) => call(request, query.path)));
    // The session is the one person's; every other answer is a public GET, sent with its path so
    // the app's service worker can keep it for offline use as if it had been fetched.
    const embedded = all.flatMap((query, i): EmbeddedData['queries'] => {
      const answer = answers[i]!;
      if (query.path === '/api/market/auth') return [{ key: query.key, data: answer.status === 200 ? answer.data : null }];
      return answer.status === 200 ? [{ key: query.key, data: answer.data, path: query.path }] : [];
    });
    return { answers: answers.slice(shared.length), data: { queries: embedded } };
  }

  function head(options: { title: string; description: string; path: string; image?: string; extra?: string }) {
    const title = escapeHtml(options.title);
    const description = escapeHtml(options.description.slice(0, 200));
    const url = escapeHtml(publicUrl + options.path);
    const image = options.image ? escapeHtml(`${publicUrl}/img/${options.image}`) : undefined;
    return [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}">`,
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:site_name" content="Plaza">`,
      `<meta property="og:locale" content="es_ES">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      image ? `<meta property="og:image" content="${image}"><meta name="twitter:card" content="summary_large_image">` : '',
      options.extra ?? '',
    ].join('');
  }

  // The candidates must be the ones the page's <img> lists (hero-carousel.tsx, store-header.tsx,
  // product-gallery.tsx), widths included: otherwise the browser may fetch the image twice.
  // With the data saver, the hero and the cover are the card variant alone, as the page shows them.
  const preload = (file: string, sizes: string, widths: { card: number; full: number }, saver = false) =>
    saver
      ? `<link rel="preload" as="image" fetchpriority="high" href="/img/${cardVariant(file)}">`
      : `<link rel="preload" as="image" fetchpriority="high" imagesrcset="/img/${cardVariant(file)} ${widths.card}w, /img/${file} ${widths.full}w" imagesizes="${sizes}">`;

  const laterHomeRows: Query[] = [
    { key: queryKeys.nearbyStores(), path: '/api/market/stores/randomUbication' },
    { key: queryKeys.stores({ popular: true }), path: '/api/market/stores?popular=true' },
    { key: queryKeys.latestProducts(), path: '/api/market/products/latest' },
    { key: queryKeys.specialOffers(), path: '/api/market/products/specialOffers' },
    { key: queryKeys.bestSellers(), path: '/api/market/products/tendency' },
    { key: queryKeys.homeReviews(), path: '/api/market/reviews' },
  ];

  const notFound = (data: unknown, title: string): PageExtras => ({
    status: 404,
    head: `<title>${escapeHtml(title)} | Plaza</title><meta name="robots" content="noindex">`,
    data,
  });

  const pages: { pattern: RegExp; resolve: (match: RegExpMatchArray, request: FastifyRequest, path: string) => Promise<PageExtras> }[] = [
    {
      pattern: /^\/$/,
      async resolve(_match, request, path) {
        const saver = dataSaverOn(request);
        // With the data saver the page sends its first rows only (apps/web/src/pages/home/home-rows.ts):
        // the rest is asked for on scroll or with 'Ver más'.
        const { answers, data } = await fetchAll(request, [
          { key: queryKeys.hero(), path: '/api/market/hero' },
          { key: queryKeys.categories(), path: '/api/admin/categories' },
          { key: queryKeys.categorySection(), path: '/api/market/custom_section_with_category' },
          { key: queryKeys.customSections(), path: '/api/market/customSection' },
          ...(saver ? [] : laterHomeRows),
        ]);
        const hero = (answers[0]?.data as HeroSlide[] | undefined)?.[0];
        return {
          data,
          head: head({
            title: t('meta.homeTitle'),
            description: t('meta.description'),
            path,
            image: hero?.background_image,
            extra: hero ? preload(hero.background_image, '100vw', { card: 640, full: 1280 }, saver) : '',
          }),
        };
      },
    },
    {
      pattern: /^\/stores$/,
      async resolve(_match, request, path) {
        const url = new URL(request.url, 'http://plaza');
        const filters = ['category', 'province', 'township'].filter((name) => url.searchParams.get(name));
        const listQuery = new URLSearchParams(filters.map((name): [string, string] => [name, url.searchParams.get(name)!]));
        const key = queryKeys.stores({
          ...(url.searchParams.get('category') ? { category: Number(url.searchParams.get('category')) } : {}),
          ...(url.searchParams.get('province') ? { province: url.searchParams.get('province')! } : {}),
          ...(url.searchParams.get('township') ? { township: url.searchParams.get('township')! } : {}),
        });
        const { data } = await fetchAll(request, [
          { key: queryKeys.categories(), path: '/api/admin/categories' },
          { key: queryKeys.ubications(), path: '/api/admin/ubications' },
          { key, path: `/api/market/stores${filters.length ? `?${listQuery}` : ''}` },
        ]);
        return { data, head: head({ title: `${t('pages.stores')} | Plaza`, description: t('meta.storesDescription'), path }) };
      },
    },
    {
      pattern: /^\/stores\/([a-z0-9-]+)$/,
      async resolve(match, request, path) {
        const slug = match[1]!;
        const { answers, data } = await fetchAll(request, [
          { key: queryKeys.store(slug), path: `/api/market/stores/${slug}` },
          { key: queryKeys.storeTags(slug), path: `/api/market/stores/${slug}/tags/` },
        ]);
        const detail = answers[0]?.data as StoreDetail | undefined;
        if (!detail) return notFound(data, t('api.storeNotFound'));
        const { store } = detail;
        return {
          data,
          head: head({
            title: `${store.name} | Plaza`,
            description: store.description,
            path,
            image: store.cover ?? store.logo ?? undefined,
            extra: store.cover ? preload(store.cover, '100vw', { card: 480, full: 1200 }, dataSaverOn(request)) : '',
          }),
        };
      },
    },
    {
      pattern: /^\/stores\/([a-z0-9-]+)\/tags\/([a-z0-9-]+)$/,
      async resolve(match, request, path) {
        const [slug, tagSlug] = [match[1]!, match[2]!];
        const { answers, data } = await fetchAll(request, [
          { key: queryKeys.storeTags(slug), path: `/api/market/stores/${slug}/tags/` },
          { key: queryKeys.storeTagProducts(slug, tagSlug), path: `/api/market/stores/${slug}/tags/${tagSlug}/products` },
        ]);
        const tag = (answers[0]?.data as { slug: string; name: string }[] | undefined)?.find((x) => x.slug === tagSlug);
        if (!tag || answers[1]?.status !== 200) return notFound(data, t('api.tagNotFound'));
        return { data, head: head({ title: `${tag.name} | Plaza`, description: t('meta.description'), path }) };
      },
    },
    {
      pattern: /^\/store\/(\d{1,9})\/product\/(\d{1,9})$/,
      async resolve(match, request, path) {
        const id = Number(match[2]);
        const { answers, data } = await fetchAll(request, [
          { key: queryKeys.product(id), path: `/api/market/products/${id}` },
          { key: queryKeys.productReviews(id), path: `/api/market/products/${id}/reviews` },
        ]);
        const product = answers[0]?.data as Product | undefined;
        if (!product || product.store_id !== Number(match[1])) return notFound(data, t('api.productNotFound'));
        const image = product.images[0]?.image;
        return {
          data,
          head: head({
            title: `${product.name} | Plaza`,
            description: product.description,
            path,
            image,
            extra:
              (image ? preload(image, PRODUCT_IMAGE_SIZES, { card: 320, full: 800 }) : '') + productJsonLd(product, publicUrl + path, publicUrl),
          }),
        };
      },
    },
    {
      // The first page of results as the search page asks for it (same parameters, same key).
      pattern: /^\/search$/,
      async resolve(_match, request, path) {
        const state = readSearchState(new URL(request.url, 'http://plaza').searchParams);
        const params = searchKeyParams(state);
        const { data } = await fetchAll(request, [
          { key: queryKeys.categories(), path: '/api/admin/categories' },
          { key: queryKeys.search(params), path: `/api/market/search?${searchApiQuery(params)}` },
        ]);
        const title = state.q ? t('search.resultsFor', { query: state.q }) : t('search.browse');
        return { data, head: head({ title: `${title} | Plaza`, description: t('meta.description'), path }) };
      },
    },
    {
      pattern: /^\/stores\/([a-z0-9-]+)\/search$/,
      async resolve(match, request, path) {
        const slug = match[1]!;
        const state = readSearchState(new URL(request.url, 'http://plaza').searchParams);
        const params = searchKeyParams(state, slug);
        const { answers, data } = await fetchAll(request, [
          { key: queryKeys.store(slug), path: `/api/market/stores/${slug}` },
          { key: queryKeys.search(params), path: `/api/market/search?${searchApiQuery(params)}` },
        ]);
        const detail = answers[0]?.data as StoreDetail | undefined;
        if (!detail) return notFound(data, t('api.storeNotFound'));
        // The store's own categories come from its id, known only now.
        const categories = await call(request, `/api/market/stores/${detail.store.store_id}/categories`);
        if (categories.status === 200) {
          data.queries.push({ key: queryKeys.storeCategories(detail.store.store_id), data: categories.data, path: `/api/market/stores/${detail.store.store_id}/categories` });
        }
        const title = state.q ? t('search.resultsFor', { query: state.q }) : detail.store.name;
        return { data, head: head({ title: `${title} | ${detail.store.name} | Plaza`, description: detail.store.description, path }) };
      },
    },
    {
      pattern: /^\/sections\/([a-z0-9-]+)$/,
      async resolve(match, request, path) {
        const slug = match[1]!;
        const { answers, data } = await fetchAll(request, [{ key: queryKeys.section(slug), path: `/api/market/customSection/${slug}` }]);
        const section = answers[0]?.data as { section_name: string } | undefined;
        if (!section) return notFound(data, t('api.sectionNotFound'));
        return { data, head: head({ title: `${section.section_name} | Plaza`, description: t('meta.description'), path }) };
      },
    },
  ];

  return async (pathname, request) => {
    // The panels are rendered in the browser only, behind the session: the plain shell, which
    // preloads the app, is what they need (decision 011).
    if (/^\/(seller|admin)(\/|$)/.test(pathname)) return {};
    for (const page of pages) {
      const match = pathname.match(page.pattern);
      if (match) return page.resolve(match, request, pathname);
    }
    // Every other page still gets the session and the footer, so the shell paints at once.
    const { data } = await fetchAll(request, []);
    return { data };
  };
}

/** schema.org Product data, so search engines can show the price and availability. */
function productJsonLd(product: Product, url: string, publicUrl: string): string {
  const iso4217 = ['CUP', 'USD', 'EUR'].includes(product.currency);
  const lowest = product.price > 0 ? product.price : Math.min(...product.wholesale_prices.map((tier) => tier.price_per_unit));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.product_id),
    image: product.images.map((image) => `${publicUrl}/img/${image.image}`),
    brand: { '@type': 'Brand', name: product.store_name },
    ...(product.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews } }
      : {}),
    ...(iso4217 && Number.isFinite(lowest)
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (lowest / 100).toFixed(2),
            priceCurrency: product.currency,
            availability: product.price === 0 || product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
