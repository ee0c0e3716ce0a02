export { Permission } from './Permission';
export type { PermissionProps } from './Permission';
export { usePermission, useOperation } from './usePermission';
