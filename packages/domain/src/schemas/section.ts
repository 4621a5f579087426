import { z } from '../zod-es';
import { productSchema } from './product';

export const heroSlideSchema = z.object({
  hero_id: z.number().int(),
  type: z.string(),
  background_image: z.string(),
  tittle: z.string(),
  subtittle: z.string(),
  description: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const customSectionSchema = z.object({
  section_id: z.number().int(),
  section_name: z.string(),
  slug: z.string(),
  products: z.array(productSchema),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

export const categorySectionSchema = z.object({
  enabled: z.boolean(),
  category_id: z.number().int().nullable(),
  section_name: z.string(),
  products: z.array(productSchema),
});

export const sectionPageSchema = z.object({ section_name: z.string(), products: z.array(productSchema) });
