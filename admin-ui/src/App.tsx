import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/LoginPage';
import { buildDataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { MenuRulesContext } from './layout/menu-rules';
import { PageCrash } from './layout/PageCrash';
import { darkTheme, lightTheme } from './layout/theme';
import { CatchAll } from './pages/NotFound';
import { ToBatches } from './pages/redirects';
import { ProductNameContext } from './product/product-name';
import { SCREENS } from './screens';

const dataProvider = buildDataProvider(Object.assign({}, ...SCREENS.map((screen) => screen.queries)));
const resources = SCREENS.flatMap((screen) => screen.resources ?? []);
const routes = SCREENS.flatMap((screen) => screen.routes ?? []);
const menuRules = SCREENS.flatMap((screen) => screen.menu ?? []);

const routesWith = (noLayout: boolean) =>
  routes.filter((route) => Boolean(route.noLayout) === noLayout).map(({ path, element }) => <Route key={path} path={path} element={element} />);

/** Spec section 9: flash messages disappear after 10 s. */
const Flash = () => <Notification autoHideDuration={10_000} />;

/**
 * Inside the hash router of main.tsx; the screens' paths (src/screens.ts) as custom routes.
 * requireAuth sends every route to the login page when logged out, except the no-layout ones:
 * account setup, the password reset pages and the maintenance page.
 */
export const App = ({ productName }: { productName: string }) => (
  <ProductNameContext.Provider value={productName}>
    <MenuRulesContext.Provider value={menuRules}>
      <Admin
        title={productName}
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        layout={Layout}
        error={PageCrash}
        theme={lightTheme}
        darkTheme={darkTheme}
        dashboard={ToBatches}
        catchAll={CatchAll}
        notification={Flash}
        requireAuth
        disableTelemetry
      >
        {resources.map(({ name, label }) => (
          <Resource key={name} name={name} options={{ label }} />
        ))}
        <CustomRoutes noLayout>{routesWith(true)}</CustomRoutes>
        <CustomRoutes>{routesWith(false)}</CustomRoutes>
      </Admin>
    </MenuRulesContext.Provider>
  </ProductNameContext.Provider>
);
