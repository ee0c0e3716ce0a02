import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Select } from '@arco-design/web-react';
import type { ProjectUserOption, ProjectUserRef } from '@backoffice/api/contract';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** Props of {@link UserSelect}: Form.Item passes value/onChange. */
export interface UserSelectProps {
  type?: 'moderator' | 'client';
  multiple?: boolean;
  /** Users already chosen (so their names show before any search). */
  known?: ProjectUserRef[];
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  placeholder?: string;
  'aria-label'?: string;
}

/** Picks users (of a type) by name, searching the server as the user types. */
export function UserSelect({ type, multiple, known = [], value, onChange, placeholder, ...rest }: UserSelectProps) {
  // The user options are the same in both scopes.
  const api = useProjectScope().projectApi;
  const [options, setOptions] = useState<ProjectUserOption[]>([]);
  const [loading, setLoading] = useState(false);
  const lastSearch = useRef<string | null>(null);
  const requestId = useRef(0);

  const search = (keyword: string) => {
    if (lastSearch.current === keyword) return;
    lastSearch.current = keyword;
    const id = ++requestId.current;
    setLoading(true);
    api
      .userOptions({ ...(type ? { type } : {}), ...(keyword ? { keyword } : {}) })
      .then((list) => id === requestId.current && setOptions(list))
      .catch(() => undefined)
      .finally(() => id === requestId.current && setLoading(false));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(''), []);

  // Arco puts the name on the select but not on the text box a search types into, which axe reports as a field
  // without a label (three on the project form): the box takes the select's name, on every render it may be new.
  const box = useRef<HTMLSpanElement>(null);
  const label = rest['aria-label'];
  useLayoutEffect(() => {
    const input = box.current?.querySelector('input');
    if (input && label && input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
  });

  const merged = new Map<number, string>(known.map((k) => [k.id, k.name]));
  for (const o of options) merged.set(o.id, o.username === o.name ? o.name : `${o.name} (${o.username})`);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        showSearch
        allowClear
        filterOption={false}
        loading={loading}
        placeholder={placeholder}
        value={value ?? undefined}
        onChange={(v: number | number[] | undefined) => onChange?.(v)}
        onSearch={search}
        options={[...merged].map(([id, label]) => ({ label, value: id }))}
        {...rest}
      />
    </span>
  );
}
