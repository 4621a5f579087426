/** A seller application the API accepts (reference data ids), with the fields a test changes. */
export const sellerApplication = (change: { user?: object; store?: object } = {}) => ({
  user_info: { email: 'vendedora@example.com', name: 'Marta', last_name: 'Gómez', phone: '+53 5 444 5566', accepted_term_and_conditions: true, ...change.user },
  store_info: {
    name: 'Dulces Marta',
    description: 'Dulces caseros por encargo.',
    store_plan_id: 1,
    category_id: 1,
    billing_period: 'yearly',
    ubication_id: 1,
    currency_id: 1,
    ...change.store,
  },
});
