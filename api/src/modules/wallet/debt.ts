// What a customer owes, for the wallet (cents) and the points alike. Taking back what a refund
// undoes (a refunded order's points, its referral reward) takes what the balance holds and
// records the rest as owed: a balance never goes below zero, and converting or spending the
// reward before the refund keeps nothing. Whatever comes in later pays the debt first. So a
// balance and a debt are never both above zero, and balance − debt is the sum of the history.

export interface Holding {
  balance: number;
  debt: number;
}

/** `amount` comes in: it pays the debt first (`paid`), the rest goes to the balance. */
export function creditPayingDebt(held: Holding, amount: number): Holding & { paid: number } {
  const paid = Math.min(held.debt, amount);
  return { balance: held.balance + amount - paid, debt: held.debt - paid, paid };
}

/** `amount` is taken back: from the balance as far as it holds, the rest (`owed`) is owed. */
export function takeBackOwing(held: Holding, amount: number): Holding & { owed: number } {
  const taken = Math.min(held.balance, amount);
  return { balance: held.balance - taken, debt: held.debt + amount - taken, owed: amount - taken };
}
