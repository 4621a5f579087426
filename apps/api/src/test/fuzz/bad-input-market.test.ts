import { walkBadInput } from './walk';

// The market's calls and the service's (health, the API document): walk.ts says what is sent and
// checked. This file also fails on any /api route the OpenAPI document does not describe.
walkBadInput(['Mercado', 'Servicio'], { minRoutes: 30, undocumented: true });
