import { Button, Typography } from '@mui/material';
import { AppBar as RaAppBar, useLogout } from 'react-admin';
import { useProductName } from '../product/product-name';

/** Spec section 2: the header with the brand and a Log out link; the toggle collapses the sidebar. */
export const AppBar = () => {
  const logout = useLogout();
  const productName = useProductName();
  return (
    <RaAppBar userMenu={false}>
      <Typography variant="h6" color="inherit" sx={{ flex: 1 }} data-testid="brand">
        {productName}
      </Typography>
      <Button color="inherit" onClick={() => logout()}>
        Log out
      </Button>
    </RaAppBar>
  );
};
