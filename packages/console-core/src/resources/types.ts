// Why this shape: client data is keyed by resource name ('project', 'role'...), and a write says which
// resources it changed. A version per resource is all a reader needs to know its answer is stale: a list or
// a record fetched at version 3 fetches again when the version moves, whether it is on screen now or in a
// cached tab shown later. Answers themselves stay with the readers (a page, a hook), so the store is tiny and
// framework-free; console-ui's hooks (usePagedList, useResource) subscribe to it.

/**
 * The versions of a console's resources, moved forward by writes.
 * @example
 * const resources: ResourceStore = createResourceStore();
 * resources.invalidate('project');
 * resources.version('project'); // 1
 */
export interface ResourceStore {
  /** How many times `resource` was invalidated (0 at first). */
  version(resource: string): number;
  /** A key of the versions of `resources`, for a reader's fetch key: it changes when one of them moves. */
  versionKey(resources: string | readonly string[]): string;
  /** Marks every answer about these resources stale: readers of them fetch again (now, or when shown). */
  invalidate(...resources: string[]): void;
  /** Calls `listener` with the resources of each invalidation; answers the unsubscribe. */
  subscribe(listener: (resources: readonly string[]) => void): () => void;
}
