// The order screens load as one chunk through this module: each lazy import in seller-app.tsx
// carries the list of chunks its screen needs, in the first load of every panel screen, and the
// three screens need the same ones.
export { CommissionsPage } from './commissions-page';
export { OrderPage } from './order-page';
export { OrdersPage } from './orders-page';
