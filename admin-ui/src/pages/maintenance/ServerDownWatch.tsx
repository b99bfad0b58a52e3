import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAINTENANCE_PATH, maintenancePathFrom } from './maintenance-path';
import { serverIsUp } from './server-status';

/** An open page with nothing to do still learns within this long that the server went down. */
const CHECK_EVERY_MS = 60_000;

/**
 * Spec section 2: if the server is down, the app goes to the maintenance page. Checked on start,
 * on every change of page and once a minute, on every page but the maintenance page itself.
 */
export const ServerDownWatch = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (pathname === MAINTENANCE_PATH) return;
    let current = true;
    const check = () =>
      serverIsUp().then((up) => {
        if (!up && current) navigate(maintenancePathFrom(pathname + search), { replace: true });
      });
    void check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [pathname, search, navigate]);

  return null;
};
