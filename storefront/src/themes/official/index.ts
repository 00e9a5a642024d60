import { OFFICIAL_BLOCKS } from '../../blocks';
import type { Theme } from '../theme';

/** The official theme: calm neutrals, a bar header, product cards. */
export const official: Theme = {
  name: 'official',
  blocks: OFFICIAL_BLOCKS,
  tokens: {
    '--color-bg': '#ffffff',
    '--color-surface': '#f6f7f9',
    '--color-text': '#1c1f24',
    '--color-muted': '#5f6672',
    '--color-primary': '#0b63b6',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#d97706',
    '--color-accent-contrast': '#1c1f24',
    '--color-border': '#dde1e6',
    '--header-bg': '#ffffff',
    '--header-text': '#1c1f24',
    '--radius': '8px',
    '--shadow': '0 1px 3px rgb(0 0 0 / 12%)',
    '--font-body': 'system-ui, "Segoe UI", Roboto, "Noto Sans", Tahoma, sans-serif',
    '--grid-min': '220px',
  },
  layout: { header: 'bar', productGrid: 'cards' },
};
