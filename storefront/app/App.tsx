import type { Storefront } from '@rigsmith/kit/domain';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { AppRoutes } from './routes';
import { StartupGate } from './StartupGate';

export type AppProps = Omit<AppProvidersProps, 'children'> & { storefront: Storefront };

/** The whole storefront: providers, the start-up gate and the routes. */
export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <StartupGate>
        <AppRoutes />
      </StartupGate>
    </AppProviders>
  );
}
