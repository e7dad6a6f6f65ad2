// Entry of the PDF render thread (render-thread.ts) when running from source; the build bundles
// render-thread.ts itself. Worker threads do not inherit the TypeScript loader the server runs
// with, so this plain module registers it before loading the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
