import { describe, expect, it, vi } from 'vitest';
import { createResourceStore, resourcesOf } from './resources';

describe('createResourceStore', () => {
  it('moves a resource forward on each invalidation, and only that resource', () => {
    const resources = createResourceStore();
    expect(resources.version('project')).toBe(0);
    resources.invalidate('project');
    resources.invalidate('project', 'session');
    expect(resources.version('project')).toBe(2);
    expect(resources.version('session')).toBe(1);
    expect(resources.version('role')).toBe(0);
  });

  it('gives a version key that changes when one of its resources moves', () => {
    const resources = createResourceStore();
    const before = resources.versionKey(['project', 'session']);
    resources.invalidate('role');
    expect(resources.versionKey(['project', 'session'])).toBe(before);
    resources.invalidate('session');
    expect(resources.versionKey(['project', 'session'])).not.toBe(before);
    expect(resources.versionKey('session')).toBe('session@1');
  });

  it('tells subscribers which resources changed until they unsubscribe', () => {
    const resources = createResourceStore();
    const listener = vi.fn();
    const stop = resources.subscribe(listener);
    resources.invalidate('project', 'session');
    resources.invalidate();
    stop();
    resources.invalidate('role');
    expect(listener.mock.calls).toEqual([[['project', 'session']]]);
  });
});

describe('resourcesOf', () => {
  it('reads one name, a list, or nothing', () => {
    expect(resourcesOf('project')).toEqual(['project']);
    expect(resourcesOf(['a', 'b'])).toEqual(['a', 'b']);
    expect(resourcesOf(undefined)).toEqual([]);
  });
});
