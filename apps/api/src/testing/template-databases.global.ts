// vitest global setup of the API project: one template database per engine for the run (template-databases.ts),
// made as a test app's first start makes its database, handed to the test files, dropped when the run ends.
import type { TestProject } from 'vitest/node';
import { TEMPLATES_KEY, type TemplateDatabases } from './template-databases.js';
import { startTestApp, testTargets, type TestDatabase } from './test-app.js';

/** Makes the templates before any test file runs; answers the teardown that drops them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates: TemplateDatabases = {};
  const made: TestDatabase[] = [];
  for (const target of testTargets()) {
    const app = await startTestApp(target, { database: await target.createDatabase() });
    await app.close({ keepDatabase: true });
    templates[target.name] = app.database.target;
    made.push(app.database);
  }
  project.provide(TEMPLATES_KEY, templates);
  return async () => {
    for (const database of made) await database.drop();
  };
}
