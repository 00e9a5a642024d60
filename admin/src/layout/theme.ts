import { defaultTheme } from 'react-admin';

const FONT = '"Vazirmatn", "Segoe UI", Tahoma, system-ui, sans-serif';

// react-admin's blues (#2196f3 under the app bar's white text, #1976d2 for text buttons on the page's #fafafb) are
// below WCAG's 4.5:1 for normal text; MUI's blue 800 is above it on both (5.7:1 and 5.5:1).
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

/** The dashboard's theme: react-admin's light theme in the page's direction, with readable blues. */
export const dashboardTheme = (rtl: boolean) => ({
  ...defaultTheme,
  direction: rtl ? ('rtl' as const) : ('ltr' as const),
  palette: { ...defaultTheme.palette, primary: BLUE, secondary: BLUE },
  typography: { fontFamily: FONT },
});
