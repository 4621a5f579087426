import { z } from '../zod-es';
import { t } from '../messages/es-sellers';
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '../constants';
import { payloadIdSchema } from './common';
import { emailSchema, lastNameSchema, nameSchema, phoneSchema, requiredTextSchema, termsAcceptedSchema } from './account';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * POST /api/store_admin/storeSolicitude (spec section 3). The form also asks for a province, but
 * only to narrow the municipality list: the municipality's ubication_id is what is sent.
 */
export const sellerApplicationSchema = z.object({
  user_info: z.object({
    email: emailSchema,
    name: nameSchema,
    last_name: lastNameSchema,
    phone: phoneSchema,
    accepted_term_and_conditions: termsAcceptedSchema,
  }),
  store_info: z.object({
    name: requiredTextSchema(t('seller.storeNameRequired'), t('seller.storeNameTooLong', { max: STORE_NAME_MAX }), STORE_NAME_MAX),
    description: requiredTextSchema(
      t('seller.descriptionRequired'),
      t('seller.descriptionTooLong', { max: STORE_DESCRIPTION_MAX }),
      STORE_DESCRIPTION_MAX,
      { multiline: true },
    ),
    // Ids chosen in selects: anything but a positive integer means nothing was chosen.
    store_plan_id: payloadIdSchema(t('seller.planRequired')),
    category_id: payloadIdSchema(t('seller.categoryRequired')),
    billing_period: z.enum(BILLING_PERIODS, { error: t('seller.billingPeriodRequired') }),
    ubication_id: payloadIdSchema(t('seller.municipalityRequired')),
    currency_id: payloadIdSchema(t('seller.currencyRequired')),
  }),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;
