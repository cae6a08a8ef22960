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
import { RouteGuard } from './routing/RouteGuard';
import type { RouteDefinition } from './routing/routeDefinition';
import { configuratorRoutes } from './screens/configurator/routes';
import { checkoutRoutes } from './screens/checkout/routes';
import { cmsRoutes } from './screens/cms/routes';
import { routeParamsValid, SLUG_PARAM } from './routing/routeParams';
import { supportRoutes } from './screens/support/routes';

export type { RouteDefinition } from './routing/routeDefinition';

/** Every route exists once per storefront, under its prefix (SPEC §2). */
export const routes: RouteDefinition[] = [
  { path: '/', screen: HomeScreen, layout: DefaultLayout },
  { path: '/gaming-pcs', screen: GamingPcsScreen, layout: DefaultLayout },
  { path: '/gaming-pcs/by-budget', screen: BudgetScreen, layout: DefaultLayout },
  { path: '/gaming-pcs/by-fps', screen: FpsFinderScreen, layout: DefaultLayout },
  { path: '/models/:slug', screen: ModelScreen, layout: DefaultLayout, params: { slug: SLUG_PARAM } },
  { path: '/games', screen: GamesScreen, layout: DefaultLayout },
  { path: '/games/:slug', screen: GameScreen, layout: DefaultLayout, params: { slug: SLUG_PARAM } },
  // Accounts (issue #5). Signed-out-only pages send a signed-in customer on to /account.
  { path: '/login', screen: LoginScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  { path: '/login/reset', screen: ForgotPasswordScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  { path: '/register', screen: RegisterScreen, layout: DefaultLayout, signedOutOnly: true, fallBackRoute: '/account' },
  // Open to everyone: a signed-in customer may follow a reset link from their mailbox too.
  { path: '/create-password/:token', screen: CreatePasswordScreen, layout: DefaultLayout },
  { path: '/account', screen: ProfileScreen, layout: DefaultLayout, authIsRequired: true },
  { path: '/account/orders', screen: OrdersScreen, layout: DefaultLayout, authIsRequired: true },
  { path: '/account/saved-builds', screen: SavedBuildsScreen, layout: DefaultLayout, authIsRequired: true },
  ...configuratorRoutes,
  ...checkoutRoutes,
  ...supportRoutes,
  // The catch-all: CMS pages, then the redirect lookup, then the 404. Keep it last.
  ...cmsRoutes,
];

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, screen: Screen, layout: Layout, hideFooter, middleware = [], checkoutStage: _stage, params: rules, ...access }) => (
        <Route key={path} path={path}>
          {(params) =>
            routeParamsValid(rules, params) ? (
              <RouteGuard access={access}>
                <Layout hideFooter={hideFooter}>
                  <RouteErrorBoundary>
                    {middleware.reduceRight(
                      (screen, Middleware) => (
                        <Middleware>{screen}</Middleware>
                      ),
                      <Screen />,
                    )}
                  </RouteErrorBoundary>
                </Layout>
              </RouteGuard>
            ) : (
              <DefaultLayout>
                <NotFoundScreen reason="invalidRoute" />
              </DefaultLayout>
            )
          }
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
