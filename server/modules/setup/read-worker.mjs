// The worker thread's entry for reading an import (read-worker.ts): tsx's loader does not follow
// into worker threads by itself, so it is registered here before the TypeScript is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./read-worker.ts');
