// The permission tree as the seed writes it. The modules declare it and app.ts hands it in (modules/collect.ts,
// menuTree), so the seed reads only these fields and knows no module.

/** A menu entry of the tree with every operation code under it. */
export interface PermissionTreeMenu {
  /** Route name, unique across the tree. */
  readonly name: string;
  readonly path: string;
  /** The console page folder; defaults to `<directory>/<path>`. */
  readonly component?: string;
  readonly isShow?: 0 | 1;
  readonly activeMenu?: string;
  readonly operations: readonly string[];
}

/** A top-level directory of the tree, in menu order, with its menus in order. */
export interface PermissionTreeDirectory {
  readonly path: string;
  readonly arcoIcon: string;
  readonly menus: readonly PermissionTreeMenu[];
}
