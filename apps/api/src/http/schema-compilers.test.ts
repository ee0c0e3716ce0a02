// Each route schema is compiled once per process: a second app hands fastify the schema objects the first one
// compiled (derived-once.ts), and the compilers (schema-compilers.ts) answer what they compiled then.
import { describe, expect, it } from 'vitest';
import { startTestApp, testTargets } from '../testing/test-app.js';
import { schemaCompileCounts } from './schema-compilers.js';

const [sqlite] = testTargets({});

describe('route schemas compiled once per process', () => {
  it('a second app compiles under a tenth of the schemas it asks for, and validates and answers as the first', async () => {
    const first = await startTestApp(sqlite!);
    const before = schemaCompileCounts();
    const second = await startTestApp(sqlite!);
    try {
      const after = schemaCompileCounts();
      const requested = after.requested - before.requested;
      // Every route's body and answer schemas: hundreds.
      expect(requested).toBeGreaterThan(300);
      expect(after.compiled - before.compiled).toBeLessThan(requested / 10);
      for (const t of [first, second]) {
        const refused = await t.post('/api/admin/land/login', { username: 'admin' });
        expect(refused.body).toMatchObject({ code: 400, message: expect.stringContaining('password') });
        const answered = await t.post('/api/admin/land/login', { username: 'admin', password: 'wrong-password' });
        expect(answered.body).toEqual({ code: 400, message: 'Invalid username or password', result: null });
      }
      const [a, b] = await Promise.all(
        [first, second].map(async (t) => (await t.app.inject({ method: 'GET', url: '/api/health' })).json()),
      );
      expect(b).toEqual(a);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
