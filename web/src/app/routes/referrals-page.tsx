import { ReferralsPage } from '../../features/referrals';

/** /referrals (lazy chunk, inside the shell, open to guests; the signed-in part is the customer's). */
export default ReferralsPage;
