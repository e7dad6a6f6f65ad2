// Entry of the conversion thread (convert-thread.ts) when running from source; the build bundles convert-thread.ts
// itself. Worker threads do not inherit the TypeScript loader the server runs with, so this plain module registers
// it before loading the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./convert-thread.ts');
