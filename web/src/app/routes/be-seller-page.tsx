import { BeSellerPage } from '../../features/sellers';

/** /be-seller (lazy chunk, inside the shell, signed-in only). */
export default BeSellerPage;
