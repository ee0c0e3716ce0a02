// Schemas of the operations routes (the backup answers a file, not an envelope, so it has no wire type).
import { Type } from '../../http/schema-types.js';

/** Result of POST /api/ops/backup: the SQLite database file itself. */
export const backupResult = Type.String({ description: 'The SQLite database file (not an envelope)' });
