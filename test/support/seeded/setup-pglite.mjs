import { makeSeeded } from './index.mjs';

export default () => makeSeeded('pglite');
