import { Box, Divider, ListSubheader, Typography } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { readSession } from '../auth/session';
import { useProductName } from '../product/product-name';
import { menuGroups } from './menu-entries';
import { useMenuRules } from './menu-rules';

/**
 * Spec section 2: the user's name, title and company above the entries their roles allow.
 * WCAG (valid lists): a role="menu" list may hold menu items only, so the user card and each
 * group's title sit outside the lists, and each group is its own menu named by its title.
 */
export const Menu = () => {
  const [open] = useSidebarState();
  const productName = useProductName();
  const rules = useMenuRules();
  const user = readSession()?.user;
  if (!user) return null;
  return (
    <Box component="nav" aria-label="Main menu">
      {open && (
        <Box sx={{ px: 2, py: 1 }} data-testid="sidebar-user">
          <Typography variant="subtitle2" component="p">
            {user.name}
          </Typography>
          {user.title && <Typography variant="body2">{user.title}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {user.company.name}
          </Typography>
        </Box>
      )}
      <Divider />
      {menuGroups(user, productName, rules).map((group) => {
        const titleId = `menu-group-${group.title ?? 'main'}`.replace(/\W+/g, '-').toLowerCase();
        return (
          <Box key={group.title ?? 'main'}>
            {group.title && open && (
              <ListSubheader component="div" id={titleId} disableSticky>
                {group.title}
              </ListSubheader>
            )}
            <RaMenu sx={{ py: 0 }} {...(group.title && open ? { 'aria-labelledby': titleId } : { 'aria-label': group.title ?? 'Main' })}>
              {group.entries.map(({ to, label, icon: Icon }) => (
                <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
              ))}
            </RaMenu>
          </Box>
        );
      })}
    </Box>
  );
};
