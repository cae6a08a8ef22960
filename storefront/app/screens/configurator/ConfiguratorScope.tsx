import type { ReactNode } from 'react';
import { CustomiserStoreProvider } from '@rigsmith/kit/hooks';
import { useScopedStores } from '../../routing/scopedStores';

/** The customiser's build store the app was given, around a configurator route (or the draft move). */
export function ConfiguratorScope({ children }: { children: ReactNode }) {
  const { customiserStore } = useScopedStores();
  return customiserStore ? <CustomiserStoreProvider store={customiserStore}>{children}</CustomiserStoreProvider> : <>{children}</>;
}
