import { z } from 'zod';

/** Zod's own messages in Spanish, for every schema on both ends; importing this sets it once. */
z.config(z.locales.es());

// In the browser, no compiled validators: zod would first probe `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
