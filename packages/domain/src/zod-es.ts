import { z } from 'zod';

/** Zod's own messages in Spanish, for every schema on both ends; importing this sets it once. */
z.config(z.locales.es());

export { z };
