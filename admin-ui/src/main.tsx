import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { UpdateBanner } from './layout/UpdateBanner';
import { ServerDownWatch } from './pages/maintenance/ServerDownWatch';
import { loadProductName } from './product/load-product-name';

// The brand is known before the first paint, so no screen ever shows a placeholder name.
void loadProductName().then((productName) => {
  document.title = productName;
  // Our own hash router rather than react-admin's: react-router 7 wraps every navigation in a
  // transition by default, and a logged-out visit then loops for seconds between the logout
  // redirect and the auth re-check it triggers before the login page shows (marmelab/react-admin#10885).
  // The server watch and the update banner sit beside the app, so they work on every page, logged in or not.
  const router = createHashRouter([
    {
      path: '*',
      element: (
        <>
          <App productName={productName} />
          <ServerDownWatch />
          <UpdateBanner />
        </>
      ),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
});
