import type { ComponentType, ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';

/** SPEC §3 "Route metadata"; fields the slice does not use yet are added with their routes. */
export type RouteDefinition = {
  path: string;
  screen: ComponentType;
  layout: ComponentType<{ children: ReactNode }>;
};

/** Every route exists once per storefront, under its prefix (SPEC §2). */
export const routes: RouteDefinition[] = [{ path: '/', screen: HomeScreen, layout: DefaultLayout }];

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, screen: Screen, layout: Layout }) => (
        <Route key={path} path={path}>
          <Layout>
            <RouteErrorBoundary>
              <Screen />
            </RouteErrorBoundary>
          </Layout>
        </Route>
      ))}
      <Route>
        <DefaultLayout>
          <NotFoundScreen />
        </DefaultLayout>
      </Route>
    </Switch>
  );
}
