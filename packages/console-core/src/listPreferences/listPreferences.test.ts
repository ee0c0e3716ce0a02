import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createStoragePreferencesStore, sanitizeListPreferences, visibleColumns } from './listPreferences';

describe('list preferences', () => {
  it('keeps stored settings per list, answers null for none, and forgets them on reset', async () => {
    const storage = createMemoryStorage();
    const store = createStoragePreferencesStore(storage);
    expect(await store.load('project')).toBeNull();
    await store.save('project', { hidden: ['city'], density: 'small' });
    expect(await store.load('project')).toEqual({ hidden: ['city'], density: 'small' });
    expect(await store.load('session')).toBeNull();
    expect(storage.getItem('list-preferences:project')).toBe('{"hidden":["city"],"density":"small"}');
    await store.reset('project');
    expect(await store.load('project')).toBeNull();
  });

  it('drops what a list no longer has or a hand edit broke', () => {
    const columns = ['name', 'city'];
    expect(sanitizeListPreferences({ hidden: ['gone', 'city', 3, 'city'], order: 'x', density: 'huge', pageSize: 2.5 }, columns)).toEqual({
      hidden: ['city'],
    });
    expect(sanitizeListPreferences({ order: ['city', 'name'], density: 'middle', pageSize: 50 }, columns)).toEqual({
      order: ['city', 'name'],
      density: 'middle',
      pageSize: 50,
    });
    expect(sanitizeListPreferences({ pageSize: 500 }, columns)).toEqual({});
    expect(sanitizeListPreferences(null, columns)).toEqual({});
    expect(sanitizeListPreferences('x', columns)).toEqual({});
  });

  it('shows columns in the chosen order, the others after, without the hidden ones', () => {
    expect(visibleColumns(['name', 'city', 'phone'], { order: ['phone', 'gone'], hidden: ['city'] })).toEqual(['phone', 'name']);
    expect(visibleColumns(['name', 'city'], {})).toEqual(['name', 'city']);
  });
});
