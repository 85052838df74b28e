import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Home } from '../features/catalogue';
import { AppLayout } from './shell/app-layout';
import { AuthLayout } from './shell/auth-layout';
import { RootBoundary } from './shell/root-boundary';

// Every route but home is its own chunk.
const ComingSoonPage = lazy(() => import('./routes/coming-soon-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const LikedRoute = lazy(() => import('./routes/liked-page'));

/** spec §2 auth pages: no full shell. */
export const AUTH_PATHS = ['login', 'register', 'reset-password', 'verify-phone', 'update-password', 'update-details'];

/** spec §2 screens not built yet: the translated "coming soon" panel inside the shell. */
export const SHELL_PLACEHOLDER_PATHS = [
  'orders',
  'orders/:id',
  'reservations',
  'about',
  'blog',
  'careers',
  'branches',
  'recipes',
  'help',
  'deliver',
  'privacy',
  'terms',
  'referrals',
  'group/order',
  'group/order/*',
  'checkout',
  'profile',
  'settings',
  'be-seller',
];

const soon = <ComingSoonPage />;

export const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      { element: <AuthLayout />, children: AUTH_PATHS.map((path) => ({ path, element: soon })) },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'liked', element: <LikedRoute /> },
          ...SHELL_PLACEHOLDER_PATHS.map((path) => ({ path, element: soon })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
