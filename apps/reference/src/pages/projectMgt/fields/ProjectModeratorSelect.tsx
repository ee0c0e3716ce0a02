import { Select } from '@arco-design/web-react';
import type { ProjectUserRef } from '@backoffice/api/contract';
import { useResource } from '@backoffice/console-ui';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** Props of {@link ProjectModeratorSelect}: Form.Item passes value/onChange. */
export interface ProjectModeratorSelectProps {
  projectId: number;
  /** The session's moderator as stored (shown by name, even if no longer on the project). */
  current?: ProjectUserRef | null;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  'aria-label'?: string;
}

/**
 * Picks a session's moderator among its project's moderators only (the server refuses anyone else). A moderator
 * stored before they left the project shows by name, not offered again.
 */
export function ProjectModeratorSelect({ projectId, current, value, onChange, ...rest }: ProjectModeratorSelectProps) {
  const { key, projectApi } = useProjectScope();
  const project = useResource('project', `${key}:${projectId}`, () => projectApi.detail(projectId));
  const moderators = project.data?.moderators ?? [];
  const stale = current && !moderators.some((m) => m.id === current.id) ? [{ label: current.name, value: current.id, disabled: true }] : [];
  return (
    <Select
      allowClear
      loading={project.loading}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v)}
      options={[...moderators.map((m) => ({ label: m.name, value: m.id })), ...stale]}
      {...rest}
    />
  );
}
