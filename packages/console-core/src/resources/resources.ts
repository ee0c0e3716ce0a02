import type { ResourceStore } from './types';

/**
 * Creates the resource versions of one console (createConsole makes one; the envelope client moves it forward
 * after a write sent with `{ invalidates }`).
 *
 * @example
 * const resources = createResourceStore();
 * const before = resources.versionKey(['project', 'session']);
 * await client.post('/api/admin/project/add', body, { invalidates: 'project' });
 * resources.versionKey(['project', 'session']) !== before; // true: project lists fetch again
 */
export function createResourceStore(): ResourceStore {
  const versions = new Map<string, number>();
  const listeners = new Set<(resources: readonly string[]) => void>();
  const version = (resource: string): number => versions.get(resource) ?? 0;
  return {
    version,
    versionKey(resources) {
      const names = typeof resources === 'string' ? [resources] : resources;
      return names.map((name) => `${name}@${version(name)}`).join('|');
    },
    invalidate(...resources) {
      if (resources.length === 0) return;
      for (const resource of resources) versions.set(resource, version(resource) + 1);
      for (const listener of [...listeners]) listener(resources);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The resources a request option names, as a list.
 *
 * @example
 * resourcesOf('project'); // ['project']
 * resourcesOf(['project', 'session']); // ['project', 'session']
 * resourcesOf(undefined); // []
 */
export function resourcesOf(names: string | readonly string[] | undefined): string[] {
  if (names === undefined) return [];
  return typeof names === 'string' ? [names] : [...names];
}
