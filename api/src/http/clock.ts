// The time source of rules that depend on it (token expiry, login throttling), so tests can
// move time forward instead of waiting.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
