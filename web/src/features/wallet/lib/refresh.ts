/** What a change of the balance makes stale: read again after it when on screen (Apollo
 * refetches the active queries of these names; a list shown later reads its page anew). */
export const MONEY_QUERIES = ['WalletProfile', 'WalletHistories'];
export const POINTS_QUERIES = ['WalletProfile', 'PointHistories'];
