import { z } from 'zod';

export const footerSchema = z.object({
  footer_about: z.string(),
  support_email: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  whatsapp: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;
