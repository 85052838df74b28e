import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BranchMenu, Home } from '../features/catalogue';
import { RequireAuth, RequireStaff } from '../features/auth';
import { AppLayout } from './shell/app-layout';
import { AuthLayout } from './shell/auth-layout';
import { RootBoundary } from './shell/root-boundary';

// Every route but home is its own chunk.
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const LikedRoute = lazy(() => import('./routes/liked-page'));
const LoginRoute = lazy(() => import('./routes/login-page'));
const UpdatePasswordRoute = lazy(() => import('./routes/update-password-page'));
const RegisterRoute = lazy(() => import('./routes/register-page'));
const VerifyPhoneRoute = lazy(() => import('./routes/verify-phone-page'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email-page'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password-page'));
const UpdateDetailsRoute = lazy(() => import('./routes/update-details-page'));
const ProfileRoute = lazy(() => import('./routes/profile-page'));
const SettingsRoute = lazy(() => import('./routes/settings-page'));
const BeSellerRoute = lazy(() => import('./routes/be-seller-page'));
const GroupOrderRoute = lazy(() => import('./routes/group-order-page'));
const BlogRoute = lazy(() => import('./routes/blog-page'));
const ReservationsRoute = lazy(() => import('./routes/reservations-page'));
const ReferralsRoute = lazy(() => import('./routes/referrals-page'));
const BranchesRoute = lazy(() => import('./routes/branches-page'));
const BranchRoute = lazy(() => import('./routes/branch-page'));
const WalletRoute = lazy(() => import('./routes/wallet-page'));
const AboutRoute = lazy(() => import('./routes/about-page'));
const LegalRoute = lazy(() => import('./routes/legal-page'));
const HelpRoute = lazy(() => import('./routes/help-page'));
const careersArea = () => import('./routes/careers-page');
const CareersRoute = lazy(careersArea);
const CareerRoute = lazy(() => careersArea().then((m) => ({ default: m.CareerRoute })));
const ordersArea = () => import('./routes/orders-area');
const OrdersRoute = lazy(() => ordersArea().then((m) => ({ default: m.OrdersPage })));
const OrderRoute = lazy(() => ordersArea().then((m) => ({ default: m.OrderPage })));
const RefundsRoute = lazy(() => ordersArea().then((m) => ({ default: m.RefundsPage })));
const CheckoutRoute = lazy(() => ordersArea().then((m) => ({ default: m.CheckoutPage })));
// issue 17: recipes, deliver with us, staff's courier applications
const RecipesRoute = lazy(() => import('./routes/recipes-page'));
const RecipeRoute = lazy(() => import('./routes/recipe-page'));
const BannerRoute = lazy(() => import('./routes/banner-page'));
const DeliverRoute = lazy(() => import('./routes/deliver-page'));
const StaffCouriersRoute = lazy(() => import('./routes/staff-couriers-page'));
// issue 19: staff's chat inbox
const StaffChatRoute = lazy(() => import('./routes/staff-chat-page'));

/** Every shell route a guest is sent to /login from. */
export const GUARDED_PATHS = ['reservations', 'profile', 'settings', 'be-seller', 'orders', 'orders/:id', 'refunds', 'checkout', 'wallet', 'wallet/points', 'staff/couriers', 'staff/chat'];

export const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'verify-phone', element: <VerifyPhoneRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'verify-email/:hash', element: <VerifyEmailRoute /> },
              { path: 'update-password', element: <UpdatePasswordRoute /> },
              { path: 'update-details', element: <UpdateDetailsRoute /> },
            ],
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'liked', element: <LikedRoute /> },
          { path: 'blog', element: <BlogRoute /> },
          { path: 'referrals', element: <ReferralsRoute /> },
          { path: 'branches', element: <BranchesRoute /> },
          { path: 'branches/:id', element: <BranchRoute /> },
          { path: 'about', element: <AboutRoute /> },
          { path: 'privacy', element: <LegalRoute type="privacy" /> },
          { path: 'terms', element: <LegalRoute type="terms" /> },
          { path: 'careers', element: <CareersRoute /> },
          { path: 'careers/:id', element: <CareerRoute /> },
          { path: 'help', element: <HelpRoute /> },
          { path: 'group/order/:cartId', element: <GroupOrderRoute menu={<BranchMenu />} /> },
          { path: 'recipes', element: <RecipesRoute /> },
          { path: 'recipes/:id', element: <RecipeRoute /> },
          { path: 'banners/:id', element: <BannerRoute /> },
          { path: 'deliver', element: <DeliverRoute /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', element: <ProfileRoute /> },
              { path: 'settings', element: <SettingsRoute /> },
              { path: 'be-seller', element: <BeSellerRoute /> },
              { path: 'orders', element: <OrdersRoute /> },
              { path: 'orders/:id', element: <OrderRoute /> },
              { path: 'refunds', element: <RefundsRoute /> },
              { path: 'checkout', element: <CheckoutRoute /> },
              { path: 'reservations', element: <ReservationsRoute /> },
              { path: 'wallet', element: <WalletRoute /> },
              { path: 'wallet/points', element: <WalletRoute /> },
              {
                element: <RequireStaff fallback={<NotFoundPage />} />,
                children: [
                  { path: 'staff/couriers', element: <StaffCouriersRoute /> },
                  { path: 'staff/chat', element: <StaffChatRoute /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
