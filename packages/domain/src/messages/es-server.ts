import { translator, type Leaves } from './es';
import { esAccount } from './es-account';
import { esApi } from './es-api';
import { esCart } from './es-cart';
import { esCheckout } from './es-checkout';
import { esHome } from './es-home';
import { esProductPage } from './es-product-page';
import { esProfile } from './es-profile';
import { esSearchPage } from './es-search-page';
import { esSellers } from './es-sellers';
import { esStorePages } from './es-store-pages';
import { esSearch } from './es-search';
import { esTrust } from './es-trust';
import { es } from './es';

/**
 * The storefront's texts whole: es.ts and the pieces that travel with their pages. For the server,
 * which may answer with any of them, and for tests; no page imports it (it would carry every
 * piece to the browser).
 */
export const esServer = {
  ...es,
  ...esAccount,
  ...esApi,
  ...esCart,
  ...esCheckout,
  ...esHome,
  ...esProductPage,
  ...esSearchPage,
  ...esStorePages,
  ...esSellers,
  ...esProfile,
  ...esSearch,
  ...esTrust,
};

export type MessageKey = Leaves<typeof esServer>;
export const t = translator(esServer);
