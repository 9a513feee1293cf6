// The worker thread's entry: tsx's loader does not follow into worker threads by itself, so it
// is registered here before the TypeScript diners are loaded.
import { register } from 'tsx/esm/api';

register();
await import('./clients.ts');
