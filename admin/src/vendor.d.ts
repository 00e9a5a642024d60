// stylis ships no types; the dashboard only passes its prefixer to emotion.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}
