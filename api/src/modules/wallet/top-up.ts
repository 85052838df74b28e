// The payment port of wallet top-ups: a provider charges the customer and says whether the money
// was taken; only then is the wallet credited (the ledger's `topup` row names the provider).
// `demo` approves at once and takes no money: the UI labels such top-ups as demo ones.
//
// A real provider (a card processor) goes here as another TopUpProvider chosen by
// WALLET_PAYMENTS (config.ts). One that confirms later (a redirect, then a webhook) answers
// `pending` with where to send the customer, and its webhook route credits the wallet through
// the ledger when the provider confirms — never before, so the balance still equals its history.

export interface TopUpRequest {
  userId: number;
  /** Base cents to add. */
  cents: number;
  /** Currency and rate the customer asked in, for a provider charging in that currency. */
  currencyId: number;
  rate: number;
}

export type TopUpResult =
  | { status: 'paid'; /** The provider's id of the payment. */ reference: string }
  | { status: 'declined'; reason: string };

export interface TopUpProvider {
  /** Stable name shown with the top-up (`provider` in answers and history rows). */
  readonly name: string;
  charge(request: TopUpRequest): Promise<TopUpResult>;
}

let demoPayments = 0;

/** Approves every top-up at once: the demo's stand-in for a card payment. */
export const demoTopUps: TopUpProvider = {
  name: 'demo',
  charge: async () => ({ status: 'paid', reference: `demo-${Date.now()}-${++demoPayments}` }),
};

export const TOP_UP_PROVIDERS = { demo: demoTopUps } as const;
export type TopUpProviderName = keyof typeof TOP_UP_PROVIDERS;
