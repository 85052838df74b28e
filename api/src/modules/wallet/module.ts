// The wallet module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { rewardsRoutes } from './rewards-routes';
import { createRewardsService } from './rewards-service';
import { walletRoutes } from './routes';
import { createWalletService } from './service';
import type { TopUpProvider } from './top-up';

export interface WalletModuleOptions {
  /** The payment provider of top-ups. */
  topUps: TopUpProvider;
}

/** The wallet (/dashboard/user/wallet…), reward points and referrals. */
export const walletModule = apiModule<WalletModuleOptions>('wallet', [], async (app, { topUps }) => {
  const { db, clock } = app.deps;
  const wallets = createWalletService({ db, clock, topUps });
  await app.register(walletRoutes, { wallets });
  await app.register(rewardsRoutes, { rewards: createRewardsService(db, wallets, clock) });
});
