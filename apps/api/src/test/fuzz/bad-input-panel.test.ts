import { walkBadInput } from './walk';

// The seller's panel and the application for a store (walk.ts).
walkBadInput(['Panel de tienda'], { minRoutes: 30 });
