export { WalletPage } from './components/wallet-page';
