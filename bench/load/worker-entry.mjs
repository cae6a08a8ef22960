// Worker threads do not inherit the parent's `--import tsx` loader on Node 20: register it here,
// then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
