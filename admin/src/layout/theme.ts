import { alpha } from '@mui/material/styles'
import { defaultLightTheme, type RaThemeOptions } from 'react-admin'

export const FALLBACK_MAIN_COLOR = '#1a5fb4'

const isColor = (value?: string | null): value is string =>
  !!value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())

/** The account's main colour (design settings) drives the palette; the rest stays sober. */
export function buildTheme(mainColor?: string | null): RaThemeOptions {
  const main = isColor(mainColor) ? mainColor.trim() : FALLBACK_MAIN_COLOR
  return {
    ...defaultLightTheme,
    palette: {
      mode: 'light',
      primary: { main },
      secondary: { main: '#243447' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      // Status colours dark enough for white text on a filled chip and for their own text on the page
      // (WCAG 2.1 AA, 4.5:1 on white and on the background); MUI's light info blue and orange are not.
      info: { main: '#0b61a4' },
      warning: { main: '#a84c00' },
      success: { main: '#2e7d32' },
      error: { main: '#c62828' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1rem', fontWeight: 600 },
    },
    sidebar: { width: 264, closedWidth: 56 },
    components: {
      ...defaultLightTheme.components,
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { borderBottom: '1px solid rgba(255,255,255,0.12)' } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // A checkbox's name belongs on its input: react-admin's row checkboxes give `aria-label` to the
      // component, which MUI puts on the span around the input (axe: aria-prohibited-attr and label).
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: (state: { 'aria-label'?: string }) =>
              state['aria-label'] ? { 'aria-label': undefined } : {},
            input: (state: { 'aria-label'?: string; inputProps?: object }) =>
              state['aria-label']
                ? { ...state.inputProps, 'aria-label': state['aria-label'] }
                : { ...state.inputProps },
          },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            margin: '1px 8px',
            '&.RaMenuItemLink-active': {
              backgroundColor: alpha(main, 0.1),
              color: main,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: main },
            },
          },
        },
      },
    },
  }
}
