import { Select, Tag, type SelectProps } from '@arco-design/web-react';
import { useDict, useT } from '@backoffice/console-ui';

/** The values of each dictionary these pages use, for when the dictionary is not loaded (yet). */
export const FIXED_OPTIONS = {
  project_status: ['draft', 'active', 'closed', 'archived'],
  session_kind: ['focus_group', 'interview'],
  session_status: ['scheduled', 'live', 'completed', 'cancelled'],
  participant_status: ['invited', 'confirmed', 'attended', 'no_show'],
} as const;
/** A dictionary with fixed fallback values. */
export type FixedDictCode = keyof typeof FIXED_OPTIONS;

const COLORS: Record<string, string> = {
  draft: 'gray',
  active: 'green',
  closed: 'orange',
  archived: 'purple',
  scheduled: 'arcoblue',
  live: 'green',
  completed: 'gray',
  cancelled: 'red',
  invited: 'arcoblue',
  confirmed: 'cyan',
  attended: 'green',
  no_show: 'red',
};

/** Options of `code`: the dictionary's items when loaded, otherwise the fixed values with translated labels. */
export function useDictOrFixed(code: FixedDictCode): { label: string; value: string; color?: string }[] {
  const t = useT();
  const { items } = useDict(code);
  if (items.length > 0) return items.map((i) => ({ label: i.label, value: i.value, ...(i.color ? { color: i.color } : {}) }));
  return FIXED_OPTIONS[code].map((value) => ({ label: t(`projectMgt.dict.${value}`), value, color: COLORS[value] ?? 'gray' }));
}

/** A Select over a dictionary (DictSelect behaviour) that falls back to the fixed values. */
export function DictOrFixedSelect({ code, ...rest }: Omit<SelectProps, 'options'> & { code: FixedDictCode; 'aria-label'?: string }) {
  return <Select options={useDictOrFixed(code).map(({ label, value }) => ({ label, value }))} {...rest} />;
}

/** A Tag with the label and colour of `value` in a dictionary, falling back to the fixed values. */
export function DictOrFixedTag({ code, value }: { code: FixedDictCode; value: string | null | undefined }) {
  const options = useDictOrFixed(code);
  if (!value) return null;
  const option = options.find((o) => o.value === value);
  return <Tag color={option?.color}>{option?.label ?? value}</Tag>;
}
