import { Select, type SelectProps } from '@arco-design/web-react';
import { useDict } from '../hooks/useDict';

/**
 * Props of {@link DictSelect}: Arco Select props plus the dictionary code.
 *
 * @example
 * <DictSelect code="project_status" allowClear />
 */
export interface DictSelectProps extends Omit<SelectProps, 'options'> {
  code: string;
  /** Accessible name of the select. */
  'aria-label'?: string;
}

/**
 * A Select whose options are the items of dictionary `code` (loaded once from the dict store), labelled in the
 * current language (an item without a label in it shows its other one); the labels change with the language.
 *
 * @example
 * <DictSelect code="project_status" placeholder="Status" allowClear />
 */
export function DictSelect({ code, ...rest }: DictSelectProps) {
  const { items, loading } = useDict(code);
  return <Select loading={loading} options={items.map((i) => ({ label: i.label, value: i.value }))} {...rest} />;
}
