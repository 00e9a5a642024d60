import { removeSeeded } from './index.mjs';

export default () => removeSeeded('pglite');
