import { t } from '@plaza/domain/messages/es-sellers';
import { sellerApplicationSchema, type BillingPeriod, type SellerApplication } from '@plaza/domain/schemas/seller-application';

/** What the seller form holds while it is being filled in. */
export interface ApplicationFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  storeName: string;
  description: string;
  /** undefined until the user picks one: the first of the list is shown (and sent) meanwhile. */
  categoryId: number | undefined;
  currencyId: number | undefined;
  /** Only narrows the municipality list; the municipality's ubication_id is what is sent. */
  province: string;
  ubicationId: number | undefined;
  terms: boolean;
}

export const emptyApplicationForm: ApplicationFormValues = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  storeName: '',
  description: '',
  categoryId: undefined,
  currencyId: undefined,
  province: '',
  ubicationId: undefined,
  terms: false,
};

export type ApplicationField =
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'storeName'
  | 'description'
  | 'category'
  | 'currency'
  | 'province'
  | 'municipality'
  | 'plan'
  | 'terms';

export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The choices that come from outside the form: the plan cards, the toggle and the preselected lists. */
export interface ApplicationChoices {
  planId: number | undefined;
  billing: BillingPeriod;
  categoryId: number | undefined;
  currencyId: number | undefined;
}

// The payload's paths, as the schema reports them, to the form field that shows the message.
const FIELD_OF_PATH: Record<string, ApplicationField> = {
  'user_info.email': 'email',
  'user_info.name': 'name',
  'user_info.last_name': 'last_name',
  'user_info.phone': 'phone',
  'user_info.accepted_term_and_conditions': 'terms',
  'store_info.name': 'storeName',
  'store_info.description': 'description',
  'store_info.store_plan_id': 'plan',
  'store_info.billing_period': 'plan',
  'store_info.category_id': 'category',
  'store_info.currency_id': 'currency',
  'store_info.ubication_id': 'municipality',
};

/**
 * Checks the form with the API's own schema. Gives the payload to send, or the first message of
 * each field that failed; the province, which is not sent, is checked here.
 */
export function validateApplication(
  values: ApplicationFormValues,
  choices: ApplicationChoices,
): { payload: SellerApplication; errors: null } | { payload: null; errors: ApplicationErrors } {
  const result = sellerApplicationSchema.safeParse({
    user_info: {
      email: values.email,
      name: values.name,
      last_name: values.last_name,
      phone: values.phone,
      accepted_term_and_conditions: values.terms,
    },
    store_info: {
      name: values.storeName,
      description: values.description,
      store_plan_id: choices.planId,
      category_id: choices.categoryId,
      billing_period: choices.billing,
      ubication_id: values.ubicationId,
      currency_id: choices.currencyId,
    },
  });

  const errors: ApplicationErrors = {};
  if (!values.province) errors.province = t('seller.provinceRequired');
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (field) errors[field] ??= issue.message;
    }
    // The schema has one message for a blank and a malformed address; a blank one is simply missing.
    if (errors.email && values.email.trim() === '') errors.email = t('account.emailRequired');
  }
  // Without a province the municipality cannot be chosen yet: the province's message says what to do.
  if (errors.province) delete errors.municipality;
  return result.success && !errors.province ? { payload: result.data, errors: null } : { payload: null, errors };
}
