import { Box, Divider, ListSubheader, Typography } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { readSession } from '../auth/session';
import { useProductName } from '../product/product-name';
import { menuGroups } from './menu-entries';
import { menuIconFor } from './menu-icons';

/** Spec section 2: the user's name, title and company above the entries their roles allow. */
export const Menu = () => {
  const [open] = useSidebarState();
  const productName = useProductName();
  const user = readSession()?.user;
  if (!user) return null;
  return (
    <RaMenu>
      {open && (
        <Box sx={{ px: 2, py: 1 }} data-testid="sidebar-user">
          <Typography variant="subtitle2">{user.name}</Typography>
          {user.title && <Typography variant="body2">{user.title}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {user.company.name}
          </Typography>
        </Box>
      )}
      <Divider />
      {menuGroups(user, productName).map((group) => (
        <Box key={group.title ?? 'main'}>
          {group.title && open && <ListSubheader disableSticky>{group.title}</ListSubheader>}
          {group.entries.map((entry) => {
            const Icon = menuIconFor(entry.to);
            return <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<Icon />} />;
          })}
        </Box>
      ))}
    </RaMenu>
  );
};
