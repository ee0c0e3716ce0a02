import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a restarted PostgreSQL', failure('terminating connection due to administrator command', '57P01')],
    ['a server still starting', failure('the database system is starting up', '57P03')],
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection exception', failure('connection failure', '08006')],
    ['a connection dropped mid-query', failure('Connection terminated unexpectedly')],
    ['an exhausted pool', failure('timeout exceeded when trying to connect')],
    ['a statement past its timeout', failure('canceling statement due to statement timeout', '57014')],
    ['a busy SQLite file', failure('database is locked', 'SQLITE_BUSY')],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failure('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (a bug)', failure('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'Connection terminated'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
