import { hasOperation } from '@backoffice/console-core';
import './operation-codes';

// The type check (npm run typecheck) is what this file proves: with the server's codes declared, a code the
// server does not have is a compile error (an unused @ts-expect-error fails the type check).
describe('operation codes of the staff console', () => {
  it('accepts the server codes, and a typo is refused at compile time (and never granted)', () => {
    expect(hasOperation(['project:add'], 'project:add')).toBe(true);
    // @ts-expect-error 'project:ad' is not one of the server's operation codes
    expect(hasOperation(['project:add'], 'project:ad')).toBe(false);
  });
});
