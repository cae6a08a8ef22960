import { Suspense } from 'react';
import { matchRoute, Route, Switch, useRouter } from 'wouter';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { lazyComponent } from './routing/lazyComponent';
import { DefaultLayout } from './layouts/DefaultLayout';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { RouteGuard } from './routing/RouteGuard';
import { ClientOnly, HydratedMarker } from './routing/ClientOnly';
import { PendingPage } from './routing/PendingPage';
import type { RouteDefinition } from './routing/routeDefinition';
import { configuratorRoutes } from './screens/configurator/routes';
import { checkoutRoutes } from './screens/checkout/routes';
import { reviewRoutes } from './screens/reviews/routes';
import { cmsRoutes } from './screens/cms/routes';
import { routeParamsValid, SLUG_PARAM } from './routing/routeParams';
import { supportRoutes } from './screens/support/routes';
import { adminRoutes } from './screens/admin/routes';

export type { RouteDefinition } from './routing/routeDefinition';

// Each screen is its own chunk, downloaded when its route first renders.
const HomeScreen = lazyComponent(
  () => import('./screens/HomeScreen'),
  (m) => m.HomeScreen,
  { messages: 'home', module: 'screens/HomeScreen.tsx' },
);
const GamingPcsScreen = lazyComponent(
  () => import('./screens/GamingPcsScreen'),
  (m) => m.GamingPcsScreen,
  { messages: 'listing', module: 'screens/GamingPcsScreen.tsx' },
);
const BudgetScreen = lazyComponent(
  () => import('./screens/BudgetScreen'),
  (m) => m.BudgetScreen,
  { module: 'screens/BudgetScreen.tsx' },
);
const ModelScreen = lazyComponent(
  () => import('./screens/models/ModelScreen'),
  (m) => m.ModelScreen,
  { messages: 'model', module: 'screens/models/ModelScreen.tsx' },
);
const FpsFinderScreen = lazyComponent(
  () => import('./screens/fps-finder/FpsFinderScreen'),
  (m) => m.FpsFinderScreen,
  { module: 'screens/fps-finder/FpsFinderScreen.tsx' },
);
const GamesScreen = lazyComponent(
  () => import('./screens/games/GamesScreen'),
  (m) => m.GamesScreen,
  { module: 'screens/games/GamesScreen.tsx' },
);
const GameScreen = lazyComponent(
  () => import('./screens/games/GameScreen'),
  (m) => m.GameScreen,
  { module: 'screens/games/GameScreen.tsx' },
);
const LoginScreen = lazyComponent(
  () => import('./screens/account/LoginScreen'),
  (m) => m.LoginScreen,
);
const ForgotPasswordScreen = lazyComponent(
  () => import('./screens/account/ForgotPasswordScreen'),
  (m) => m.ForgotPasswordScreen,
);
const RegisterScreen = lazyComponent(
  () => import('./screens/account/RegisterScreen'),
  (m) => m.RegisterScreen,
);
const CreatePasswordScreen = lazyComponent(
  () => import('./screens/account/CreatePasswordScreen'),
  (m) => m.CreatePasswordScreen,
);
const ProfileScreen = lazyComponent(
  () => import('./screens/account/ProfileScreen'),
  (m) => m.ProfileScreen,
);
const OrdersScreen = lazyComponent(
  () => import('./screens/account/OrdersScreen'),
  (m) => m.OrdersScreen,
);
const SavedBuildsScreen = lazyComponent(
  () => import('./screens/account/SavedBuildsScreen'),
  (m) => m.SavedBuildsScreen,
);

/** Every route exists once per storefront, under its prefix (SPEC §2). */
export const routes: RouteDefinition[] = [
  { path: '/', screen: HomeScreen, layout: DefaultLayout, serverRendered: true },
  { path: '/gaming-pcs', screen: GamingPcsScreen, layout: DefaultLayout, serverRendered: true },
  { path: '/gaming-pcs/by-budget', screen: BudgetScreen, layout: DefaultLayout, serverRendered: true },
  { path: '/gaming-pcs/by-fps', screen: FpsFinderScreen, layout: DefaultLayout, serverRendered: true },
  { path: '/models/:slug', screen: ModelScreen, layout: DefaultLayout, serverRendered: true, params: { slug: SLUG_PARAM } },
  { path: '/games', screen: GamesScreen, layout: DefaultLayout, serverRendered: true },
  { path: '/games/:slug', screen: GameScreen, layout: DefaultLayout, serverRendered: true, params: { slug: SLUG_PARAM } },
  // Accounts. Signed-out-only pages send a signed-in customer on to /account.
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
  ...reviewRoutes,
  ...supportRoutes,
  ...adminRoutes,
  // The catch-all: CMS pages, then the redirect lookup, then the 404. Keep it last.
  ...cmsRoutes,
];

/**
 * Whether the page at an in-store path is drawn in full by the server (its route is
 * `serverRendered`), rather than as a shell the browser fills. The first route to match
 * decides, as in `AppRoutes`.
 */
export function useServerRenderedPath(path: string): boolean {
  const { parser } = useRouter();
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
  return Boolean(route?.serverRendered);
}

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(
        ({ path, screen: Screen, layout: Layout, hideFooter, middleware = [], checkoutStage: _stage, params: rules, serverRendered, ...access }) => (
          <Route key={path} path={path}>
            {(params) =>
              routeParamsValid(rules, params) ? (
                // The guard and the layout around the client-only part, so the header and footer
                // the server drew around a shell are kept as its screen arrives, not drawn again.
                <RouteGuard access={access}>
                  <Layout hideFooter={hideFooter}>
                    <ClientOnly enabled={!serverRendered} fallback={<PendingPage />}>
                      <RouteErrorBoundary>
                        <Suspense fallback={serverRendered ? null : <PendingPage />}>
                          {middleware.reduceRight(
                            (screen, Middleware) => (
                              <Middleware>{screen}</Middleware>
                            ),
                            <Screen />,
                          )}
                          <HydratedMarker />
                        </Suspense>
                      </RouteErrorBoundary>
                    </ClientOnly>
                  </Layout>
                </RouteGuard>
              ) : (
                <DefaultLayout>
                  <NotFoundScreen reason="invalidRoute" />
                  <HydratedMarker />
                </DefaultLayout>
              )
            }
          </Route>
        ),
      )}
      <Route>
        <DefaultLayout>
          <NotFoundScreen />
          <HydratedMarker />
        </DefaultLayout>
      </Route>
    </Switch>
  );
}
