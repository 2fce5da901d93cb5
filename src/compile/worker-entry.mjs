// Plain JS so a worker thread can start without a TypeScript loader; it then loads the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./compile-worker.ts');
