import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { LIST_STATE_COMPONENTS } from './list-states';

/**
 * react-admin's light theme with colours that keep WCAG AA text contrast (at least 4.5:1 on its
 * #fafafb ground, checked by axe in the browser tests). Its light blue app bar, MUI's blue text
 * buttons and its orange and light blue chips reach 3.1:1 to 4.4:1, outlined chips print their
 * colour as text, and react-admin's empty lists and MUI's helper text under a disabled input
 * (which says why it is disabled) print in the disabled grey. Its dark theme needs no change
 * of colour. Both carry the lists' loading and error states (list-states.tsx).
 */
// Wide enough for most entries on one line ('Certification Responsibility'); a longer one (an entry
// named after the product) wraps rather than ending in react-admin's ellipsis.
const sidebar = { width: 272, closedWidth: 55 };
const MENU_LABELS_WRAP = {
  RaMenuItemLink: { styleOverrides: { root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } } },
};
/**
 * Every spinner named for screen readers (axe's aria-progressbar-name): react-admin's app-bar
 * loading indicator draws MUI's CircularProgress with no name while any query is on its way.
 */
const SPINNERS_NAMED = { MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } } };
/**
 * The system's "reduce motion" setting honoured (WCAG 2.3.3): menus, dialogs and drawers open at
 * once, ripples, skeleton pulses and spinners come to rest. Important rules, because MUI's
 * transitions set their timing in inline styles; a near-zero duration rather than none, so that
 * the animation and transition end events the components wait for still come.
 */
const MOTION_REDUCED_ON_REQUEST = {
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#42a5f5', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    warning: { light: '#f59e0b', main: '#b45309', dark: '#92400e', contrastText: '#fff' },
    info: { light: '#4fc3f7', main: '#0277bd', dark: '#01579b', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    ...LIST_STATE_COMPONENTS,
    ...MENU_LABELS_WRAP,
    ...SPINNERS_NAMED,
    ...MOTION_REDUCED_ON_REQUEST,
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...LIST_STATE_COMPONENTS, ...MENU_LABELS_WRAP, ...SPINNERS_NAMED, ...MOTION_REDUCED_ON_REQUEST },
};
