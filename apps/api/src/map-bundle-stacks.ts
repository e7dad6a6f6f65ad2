// Imported first by every compiled entry (server, worker, CLIs): their stack traces name the TypeScript source
// (shared/bundle-stacks.ts, ADR 045).
import { mapOwnBundleStacks } from './shared/bundle-stacks.ts';

mapOwnBundleStacks();
