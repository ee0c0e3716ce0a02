import { Form, Input, Select, type SelectProps } from '@arco-design/web-react';

/** What a search bar's field needs: the filter it edits, its label (also its placeholder) and its width. */
interface FilterFieldProps {
  field: string;
  label: string;
  width: number;
}

/**
 * A text filter of a search bar, named by its label for screen readers and shown as its placeholder.
 * @example
 * <FilterInput field="keyword" label={t('file.search.keyword')} width={240} />
 */
export function FilterInput({ field, label, width }: FilterFieldProps) {
  return (
    <Form.Item field={field}>
      <Input aria-label={label} placeholder={label} style={{ width }} allowClear />
    </Form.Item>
  );
}

/**
 * A choice filter of a search bar (clearable), named by its label for screen readers and shown as its placeholder.
 * @example
 * <FilterSelect field="status" label={t('role.search.status')} width={140} options={[{ label: t('on'), value: 'enabled' }]} />
 */
export function FilterSelect({ field, label, width, ...select }: FilterFieldProps & Pick<SelectProps, 'options' | 'showSearch'>) {
  return (
    <Form.Item field={field}>
      <Select aria-label={label} placeholder={label} style={{ width }} allowClear {...select} />
    </Form.Item>
  );
}
