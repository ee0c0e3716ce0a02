import type { ApiMode } from './api';

/** The operation a session write needs: session:update on the full endpoints, session:myUpdate on the 'my' ones. */
export function writeOperation(mode: ApiMode): 'session:update' | 'session:myUpdate' {
  return mode === 'my' ? 'session:myUpdate' : 'session:update';
}
