import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

// Declarative routing: the app uses no loaders or actions, and the data router would add its
// machinery to the first load.
export function AppRoutes({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return useRoutes(routes);
}
