import { walkBadInput } from './walk';

// The operator's console (walk.ts).
walkBadInput(['Consola'], { minRoutes: 35 });
