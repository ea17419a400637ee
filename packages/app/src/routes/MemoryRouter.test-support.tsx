import { MemoryRouter as RouterMemoryRouter } from 'react-router-dom';
import type { MemoryRouterProps } from 'react-router-dom';
import { RouterNavigation } from './RouterNavigation';

/** react-router's MemoryRouter with the ui's links wired to it, as the app's router has them. */
export function MemoryRouter({ children, ...props }: MemoryRouterProps) {
  return (
    <RouterMemoryRouter {...props}>
      <RouterNavigation>{children}</RouterNavigation>
    </RouterMemoryRouter>
  );
}
