export { Money, type MoneyProps } from './money';
export { Avatar, type AvatarProps } from './avatar';
export { PrimaryButton, SecondaryButton, type ActionButtonProps } from './buttons';
export { AppToaster, useNotify, TOASTER_ID, TOAST_TIMEOUT_MS, type Notify } from './toasts';
export { Shimmer, ShimmerRows } from './shimmer';
export { Logo } from './logo';
export { ComingSoon } from './coming-soon';
export { ErrorBoundary } from './error-boundary';
export { ErrorScreen } from './error-screen';
