import { Tag } from '@arco-design/web-react';
import { useDict } from '../hooks/useDict';

/**
 * Props of {@link DictTag}.
 *
 * @example
 * <DictTag code="project_status" value="1" />
 */
export interface DictTagProps {
  code: string;
  value: string | number | null | undefined;
}

/**
 * A Tag showing the label (and colour) of `value` in dictionary `code`, in the current language (the other
 * language's label when the item has none); the raw value when unknown. It re-renders when the language switches.
 *
 * @example
 * <DictTag code="project_status" value={record.status} />
 */
export function DictTag({ code, value }: DictTagProps) {
  const { items } = useDict(code);
  if (value === null || value === undefined || value === '') return null;
  const item = items.find((i) => i.value === String(value));
  return <Tag color={item?.color}>{item?.label ?? String(value)}</Tag>;
}
