import type { ComponentType, ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HomeScreen } from './screens/HomeScreen';
import { GamingPcsScreen } from './screens/GamingPcsScreen';
import { BudgetScreen } from './screens/BudgetScreen';
import { ModelScreen } from './screens/models/ModelScreen';
import { FpsFinderScreen } from './screens/fps-finder/FpsFinderScreen';
import { GamesScreen } from './screens/games/GamesScreen';
import { GameScreen } from './screens/games/GameScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';

/** SPEC §3 "Route metadata"; fields the slice does not use yet are added with their routes. */
export type RouteDefinition = {
  path: string;
  screen: ComponentType;
  layout: ComponentType<{ children: ReactNode }>;
};

/** Every route exists once per storefront, under its prefix (SPEC §2). */
export const routes: RouteDefinition[] = [
  { path: '/', screen: HomeScreen, layout: DefaultLayout },
  { path: '/gaming-pcs', screen: GamingPcsScreen, layout: DefaultLayout },
  { path: '/gaming-pcs/by-budget', screen: BudgetScreen, layout: DefaultLayout },
  { path: '/gaming-pcs/by-fps', screen: FpsFinderScreen, layout: DefaultLayout },
  { path: '/models/:slug', screen: ModelScreen, layout: DefaultLayout },
  { path: '/games', screen: GamesScreen, layout: DefaultLayout },
  { path: '/games/:slug', screen: GameScreen, layout: DefaultLayout },
];

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
