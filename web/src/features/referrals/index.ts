export { ReferralsPage } from './components/referrals-page';
export { referralPath } from './lib/share-link';
