import { ta } from '../messages/es-admin';
import { CATEGORY_ICONS } from '../category-icons';
import { isSocialAccount, type SocialNetwork } from '../social-links';
import { z } from '../zod-es';
import { isValidEmail, isValidPhone } from './account';
import { MAX_ID, multilineText, plainText } from './common';
import { PLAN_LIMIT_MAX, PLAN_STAFF_MAX } from '../plan-limits';
import { categorySchema, storePlanSchema } from './reference';
import { heroSlideSchema } from './section';
import { footerSchema } from './footer';

/*
 * The operator console's storefront content (issue 19, "Storefront content"): the bodies the
 * /api/admin content routes accept and the answers they give. Every write answers with what the
 * storefront now shows; the public GETs (/api/admin/categories, /api/admin/storePlans,
 * /api/market/footer, /mark/*.md) keep their shapes.
 */

export const HERO_TITLE_MAX = 80;
export const HERO_SUBTITLE_MAX = 120;
export const HERO_DESCRIPTION_MAX = 300;
/** An uploaded hero image, before it is re-encoded to 1280×480 WebP (with a 640 px card variant). */
export const HERO_IMAGE_MAX_BYTES = 10_000_000;
export const HERO_IMAGE = { width: 1280, height: 480, cardWidth: 640 } as const;
export const CATEGORY_NAME_MAX = 40;
export const SECTION_NAME_MAX = 60;
export const SECTION_SLUG_MAX = 80;
/** The section page shows at most 100 products (apps/api sections service). */
export const SECTION_PRODUCTS_MAX = 100;
export const PLAN_NAME_MAX = 40;
export const PLAN_DESCRIPTION_MAX = 300;
/** 1,000,000.00 a month: the yearly price (12 months less 5%) stays far within an integer. */
export const PLAN_PRICE_MAX = 100_000_000;
export const PLAN_FEATURES_MAX = 20;
export const FEATURE_NAME_MAX = 80;
export const FEATURE_DESCRIPTION_MAX = 200;
export const FOOTER_ABOUT_MAX = 600;
export const FOOTER_SOCIAL_MAX = 200;
export const DOCUMENT_MARKDOWN_MAX = 100_000;
/** Items one order list may name (categories, sections, slides, plans). */
export const ORDER_MAX = 500;

const fields = {
  required: ta('content.fields.required'),
  invalidId: ta('content.fields.invalidId'),
  tooLong: (max: number) => ta('content.fields.tooLong', { max }),
};

/** A database id in a body. */
export const contentId = () =>
  z.int({ error: fields.invalidId }).positive({ error: fields.invalidId }).max(MAX_ID, { error: fields.invalidId });

/** A required single-line text, trimmed, at most `max` characters. */
const line = (max: number) =>
  plainText({ error: fields.required })
    .trim()
    .min(1, { error: fields.required })
    .max(max, { error: fields.tooLong(max) });

/** A single-line text that may be empty (''), trimmed. */
const optionalLine = (max: number) =>
  plainText({ error: fields.required })
    .trim()
    .max(max, { error: fields.tooLong(max) });

/** A multi-line text that may be empty, trimmed. */
const text = (max: number) =>
  multilineText({ error: fields.required })
    .trim()
    .max(max, { error: fields.tooLong(max) });

const bool = z.boolean({ error: ta('content.fields.invalidBoolean') });

/** A full order: every id once. */
const orderOf = () =>
  z
    .array(contentId(), { error: ta('content.fields.invalidOrder') })
    .max(ORDER_MAX, { error: ta('content.fields.tooMany', { max: ORDER_MAX }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: ta('content.fields.duplicateIds') });

// ---------------------------------------------------------------- hero slides

/** A stored image's file name, as an upload answers it: `0123456789abcdef.webp`. */
export const storedImageSchema = z
  .string({ error: ta('content.hero.imageRequired') })
  .regex(/^[0-9a-f]{16}\.webp$/, { error: ta('content.hero.imageMissing') });

/** `{heroId}` of /api/admin/hero/{heroId}. */
export const heroParams = z.object({ heroId: z.coerce.number().int().positive().max(MAX_ID) });

/** One slide as the console and the storefront see it (the spec's names: tittle, subtittle). */
export const adminHeroSlideSchema = heroSlideSchema;
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;
/** GET /api/admin/hero and every hero write: the slides in the carousel's order, the welcome slide first. */
export const adminHeroSlidesSchema = z.array(adminHeroSlideSchema);

/** POST /api/admin/hero/images (multipart, field `image`): the stored file, for a slide's `background_image`. */
export const heroImageUploadSchema = z.object({ background_image: z.string() });

const heroFields = {
  tittle: line(HERO_TITLE_MAX),
  subtittle: optionalLine(HERO_SUBTITLE_MAX),
  description: text(HERO_DESCRIPTION_MAX),
  background_image: storedImageSchema,
};

/**
 * POST /api/admin/hero: a new slide, last in the order. `type` is `promo` unless the carousel has
 * no welcome slide yet (then `welcome` creates it). Answers 201 with the slides.
 */
export const heroSlideCreateSchema = z
  .object({
    ...heroFields,
    subtittle: heroFields.subtittle.default(''),
    description: heroFields.description.default(''),
    type: z.enum(['welcome', 'promo'], { error: fields.invalidId }).default('promo'),
  })
  .strict();
export type HeroSlideCreate = z.infer<typeof heroSlideCreateSchema>;
export type HeroSlideCreateInput = z.input<typeof heroSlideCreateSchema>;

/** PATCH /api/admin/hero/{heroId}: any of the slide's fields. Answers the slides. */
export const heroSlidePatchSchema = z.object(heroFields).partial().strict();
export type HeroSlidePatch = z.infer<typeof heroSlidePatchSchema>;
export type HeroSlidePatchInput = z.input<typeof heroSlidePatchSchema>;

/** PUT /api/admin/hero: the new order, every slide's id once (the welcome slide stays first whatever its place). */
export const heroOrderSchema = z.object({ hero_ids: orderOf() }).strict();

// ---------------------------------------------------------------- categories

export const categoryParams = z.object({ categoryId: z.coerce.number().int().positive().max(MAX_ID) });

export const categoryIconSchema = z.enum(CATEGORY_ICONS, { error: ta('content.categories.iconInvalid') });

/** The list stays GET /api/admin/categories (public): `[{ category_id, name, icon }]` in order. */
export const adminCategoriesSchema = z.array(categorySchema);
/** POST (201) and PATCH answer the category with its slug. */
export const adminCategorySchema = categorySchema.extend({ slug: z.string() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** POST /api/admin/categories: last in the order; the slug comes from the name. */
export const categoryCreateSchema = z.object({ name: line(CATEGORY_NAME_MAX), icon: categoryIconSchema }).strict();
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
/** PATCH /api/admin/categories/{categoryId}: a new name (and slug) or icon. */
export const categoryPatchSchema = categoryCreateSchema.partial().strict();
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;
export type CategoryPatchInput = z.input<typeof categoryPatchSchema>;
/** PUT /api/admin/categories: the new order, every category's id once. Answers the public list. */
export const categoryOrderSchema = z.object({ category_ids: orderOf() }).strict();

// ---------------------------------------------------------------- custom sections

export const sectionParams = z.object({ sectionId: z.coerce.number().int().positive().max(MAX_ID) });

export const sectionSlugSchema = z
  .string({ error: ta('content.fields.invalidSlug') })
  .trim()
  .min(1, { error: fields.required })
  .max(SECTION_SLUG_MAX, { error: fields.tooLong(SECTION_SLUG_MAX) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: ta('content.fields.invalidSlug') });

/** A chosen product as the console lists it; `visible` is false when the storefront leaves it out (hidden, or its store inactive or suspended). */
export const sectionProductSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  store_id: z.int(),
  store_name: z.string(),
  image: z.string().nullable(),
  visible: z.boolean(),
});

/** A section as the console edits it: the chosen products in their order. */
export const adminSectionSchema = z.object({
  section_id: z.int(),
  section_name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
  is_category_section: z.boolean(),
  category_id: z.int().nullable(),
  products: z.array(sectionProductSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;
/** GET /api/admin/customSections: every section in order, the category-linked one among them. */
export const adminSectionsSchema = z.array(adminSectionSchema);

const sectionFields = {
  section_name: line(SECTION_NAME_MAX),
  slug: sectionSlugSchema,
  enabled: bool,
  /** The home page's section tied to a category (at most one); it needs `category_id`. */
  is_category_section: bool,
  category_id: contentId().nullable(),
  /** The chosen products, in their order; every id must exist. */
  product_ids: z
    .array(contentId(), { error: fields.invalidId })
    .max(SECTION_PRODUCTS_MAX, { error: ta('content.fields.tooMany', { max: SECTION_PRODUCTS_MAX }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: ta('content.fields.duplicateIds') }),
};

/** POST /api/admin/customSections (201, the section): last in the order; the slug from the name when left out. */
export const sectionCreateSchema = z
  .object({
    ...sectionFields,
    slug: sectionFields.slug.optional(),
    enabled: bool.default(true),
    is_category_section: bool.default(false),
    category_id: sectionFields.category_id.default(null),
    product_ids: sectionFields.product_ids.default([]),
  })
  .strict();
export type SectionCreate = z.infer<typeof sectionCreateSchema>;
export type SectionCreateInput = z.input<typeof sectionCreateSchema>;
/** PATCH /api/admin/customSections/{sectionId}: any field; `product_ids` replaces the whole list. */
export const sectionPatchSchema = z.object(sectionFields).partial().strict();
export type SectionPatch = z.infer<typeof sectionPatchSchema>;
export type SectionPatchInput = z.input<typeof sectionPatchSchema>;
/** PUT /api/admin/customSections: the new order, every section's id once. Answers the sections. */
export const sectionOrderSchema = z.object({ section_ids: orderOf() }).strict();

// ---------------------------------------------------------------- store plans

export const planParams = z.object({ planId: z.coerce.number().int().positive().max(MAX_ID) });

/** The list stays GET /api/admin/storePlans (public); every write answers a plan in that shape. */
export const adminPlanSchema = storePlanSchema;
export const adminPlansSchema = z.array(storePlanSchema);

export const planFeatureInputSchema = z
  .object({
    /** An existing feature of this plan to keep (its id stays); none for a new one. */
    feature_id: contentId().optional(),
    name: line(FEATURE_NAME_MAX),
    description: optionalLine(FEATURE_DESCRIPTION_MAX).nullish(),
  })
  .strict();

const limitError = { error: ta('content.plans.invalidLimit') };
const limitCount = (max: number) => z.int(limitError).min(0, limitError).max(max, { error: ta('content.fields.tooLarge') });
const planSwitch = z.boolean({ error: ta('content.fields.invalidBoolean') });

/** What the plan allows: every field, so the operator's editor states the whole plan at once. */
export const planLimitsInputSchema = z
  .object({
    max_products: limitCount(PLAN_LIMIT_MAX).nullable(),
    offers: planSwitch,
    coupons: planSwitch,
    wholesale: planSwitch,
    made_to_order: planSwitch,
    referrals: planSwitch,
    featured: planSwitch,
    max_staff: limitCount(PLAN_STAFF_MAX),
  })
  .strict();

const planFields = {
  name: line(PLAN_NAME_MAX),
  description: text(PLAN_DESCRIPTION_MAX).min(1, { error: fields.required }),
  /** Monthly price in minor units (cents); the yearly price stays derived (money.ts `yearlyPrice`). */
  price: z
    .int({ error: ta('content.fields.invalidPrice') })
    .min(0, { error: ta('content.fields.invalidPrice') })
    .max(PLAN_PRICE_MAX, { error: ta('content.fields.tooLarge') }),
  /** The features in their order; the list replaces the plan's (features left out are removed). */
  features: z
    .array(planFeatureInputSchema, { error: fields.invalidId })
    .max(PLAN_FEATURES_MAX, { error: ta('content.fields.tooMany', { max: PLAN_FEATURES_MAX }) }),
  /** Its limits and features; a new plan without them allows nothing beyond its products (unlimited). */
  limits: planLimitsInputSchema,
};

/** POST /api/admin/storePlans (201, the plan): last in the order. */
export const planCreateSchema = z.object({ ...planFields, limits: planFields.limits.optional() }).strict();
export type PlanCreate = z.infer<typeof planCreateSchema>;
export type PlanCreateInput = z.input<typeof planCreateSchema>;
/** PATCH /api/admin/storePlans/{planId}: any field. */
export const planPatchSchema = z.object(planFields).partial().strict();
export type PlanPatch = z.infer<typeof planPatchSchema>;
export type PlanPatchInput = z.input<typeof planPatchSchema>;
/** PUT /api/admin/storePlans: the new order, every plan's id once. Answers the public list. */
export const planOrderSchema = z.object({ plan_ids: orderOf() }).strict();

// ---------------------------------------------------------------- footer

/** An Instagram or Facebook account: a user name (@plaza.mercado) or an https link on that network's own site; '' for none. */
const social = (network: SocialNetwork, error: string) =>
  optionalLine(FOOTER_SOCIAL_MAX).refine((value) => value === '' || isSocialAccount(network, value), { error });

/** PUT /api/admin/footer: every field of the footer (GET /api/market/footer answers them). Answers the footer. */
export const footerUpdateSchema = z
  .object({
    footer_about: text(FOOTER_ABOUT_MAX).min(1, { error: fields.required }),
    support_email: z
      .string({ error: ta('content.fields.invalidEmail') })
      .trim()
      .toLowerCase()
      .refine(isValidEmail, { error: ta('content.fields.invalidEmail') }),
    facebook: social('facebook', ta('content.fields.invalidFacebook')),
    instagram: social('instagram', ta('content.fields.invalidInstagram')),
    /** A phone number ('' for none); the storefront links wa.me with its digits. */
    whatsapp: optionalLine(20).refine((value) => value === '' || isValidPhone(value), { error: ta('content.fields.invalidPhone') }),
  })
  .strict();
export type FooterUpdate = z.infer<typeof footerUpdateSchema>;
export type FooterUpdateInput = z.input<typeof footerUpdateSchema>;
export const adminFooterSchema = footerSchema;

// ---------------------------------------------------------------- legal documents

/** The two documents: `privacy` is served at /mark/privacy.md, `terms` at /mark/terms_and_conditions.md. */
export const DOCUMENT_NAMES = ['privacy', 'terms'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

/** PUT /api/admin/documents/privacy|terms. */
export const documentUpdateSchema = z
  .object({
    markdown: multilineText({ error: fields.required })
      .max(DOCUMENT_MARKDOWN_MAX, { error: fields.tooLong(DOCUMENT_MARKDOWN_MAX) })
      .refine((markdown) => markdown.trim().length > 0, { error: fields.required }),
  })
  .strict();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;
export type DocumentUpdateInput = z.input<typeof documentUpdateSchema>;

/** GET and PUT /api/admin/documents/privacy|terms: the current markdown ('' and null when none was ever written). */
export const adminDocumentSchema = z.object({
  name: z.enum(DOCUMENT_NAMES),
  markdown: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** The slug a name gives (a category's, a section's when none is chosen): 'Bebés y niños' → 'bebes-y-ninos'; '' when nothing is left. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SECTION_SLUG_MAX)
    .replace(/-+$/g, '');
}
