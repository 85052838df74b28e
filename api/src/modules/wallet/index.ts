// The wallet module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { Wallet } from './schemas';
export { wallets } from './tables';
export { moveWallet } from './ledger';
export { walletModule, type WalletModuleOptions } from './module';
export { revokeOrderPoints } from './points';
export { linkReferral, referrerOf, revokeReferral, wasReferred } from './referrals';
export { rewardDelivery } from './rewards';
export { type AccountFigures, createAccountFigures, createRewardsService, type RewardsService } from './rewards-service';
export { walletRefusal } from './rules';
export { createWalletService } from './service';
export { TOP_UP_PROVIDERS, type TopUpProvider, type TopUpProviderName } from './top-up';
