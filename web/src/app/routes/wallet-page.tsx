import { WalletPage } from '../../features/wallet';

/** /wallet (lazy chunk, inside the shell, signed-in only). */
export default WalletPage;
