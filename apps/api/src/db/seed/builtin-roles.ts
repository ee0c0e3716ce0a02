// The built-in roles and what each is granted at creation. The permission tree they name is assembled from the
// modules (modules/collect.ts, menuTree) and handed to the seed by app.ts: directories by path, menus by route name,
// operations by code. The seed checks each name against that tree (resolveGrant) and refuses to start on an unknown one.

/** Grants of a built-in role: whole directories (with every menu and operation under them) and single menus. */
export interface RoleGrant {
  directories: readonly string[];
  /** Route names; each brings its directory (so it shows in the menu) and its operations. */
  menus: readonly string[];
  /** Single operations granted without their menu (e.g. uploading Picture It images without File Management). */
  operations?: readonly string[];
}

/** The built-in roles. `admin` is always granted every permission, including ones added later. */
export const BUILTIN_ROLES: readonly { code: 'admin' | 'moderator' | 'client'; name: string; grant: RoleGrant | 'all' }[] = [
  { code: 'admin', name: 'Administrator', grant: 'all' },
  {
    code: 'moderator',
    name: 'Moderator',
    grant: {
      directories: ['dashboard', 'question', 'pictureIt', 'demo', 'operation'],
      menus: [
        'MyProjects',
        'CreateMyProject',
        'ProjectMyEdit',
        'ProjectMyDetail',
        'SessionMyDetail',
        'SessionMyEdit',
        'MyMeetingMinutes',
        'ResetPassword',
      ],
      // Picture It sets are built from uploaded images, previewed in the console.
      operations: ['file:add', 'file:detail'],
    },
  },
  { code: 'client', name: 'Client', grant: { directories: ['dashboard', 'operation'], menus: ['ResetPassword'] } },
];
