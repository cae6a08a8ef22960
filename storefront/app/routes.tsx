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
import {
  CreatePasswordScreen,
  ForgotPasswordScreen,
  LoginScreen,
  OrdersScreen,
  ProfileScreen,
  RegisterScreen,
  SavedBuildsScreen,
} from './screens/account';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { RouteGuard, type RouteAccess } from './routing/RouteGuard';

/**
 * SPEC §3 "Route metadata": `authIsRequired`, `signedOutOnly` and `fallBackRoute` are the
 * access rules `RouteGuard` applies (SPEC §2, §6); fields the slice does not use yet
 * (checkoutStage, hideFooter) are added with their routes.
 */
export type RouteDefinition = RouteAccess & {
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
  // Accounts (issue #5). Signed-out-only pages send a signed-in customer on to /account.
  { path: '/login', screen: LoginScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  { path: '/login/reset', screen: ForgotPasswordScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  { path: '/register', screen: RegisterScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  // Open to everyone: a signed-in customer may follow a reset link from their mailbox too.
  { path: '/create-password/:token', screen: CreatePasswordScreen, layout: DefaultLayout },
  { path: '/account', screen: ProfileScreen, layout: DefaultLayout, authIsRequired: true },
  { path: '/account/orders', screen: OrdersScreen, layout: DefaultLayout, authIsRequired: true },
  { path: '/account/saved-builds', screen: SavedBuildsScreen, layout: DefaultLayout, authIsRequired: true },
];

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, screen: Screen, layout: Layout, ...access }) => (
        <Route key={path} path={path}>
          <RouteGuard access={access}>
            <Layout>
              <RouteErrorBoundary>
                <Screen />
              </RouteErrorBoundary>
            </Layout>
          </RouteGuard>
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
