import { walkBadInput } from './walk';

// A customer's account: session, sign-up and login, favourites and reviews, profile, referrals (walk.ts).
walkBadInput(['Cuenta'], { minRoutes: 20 });
