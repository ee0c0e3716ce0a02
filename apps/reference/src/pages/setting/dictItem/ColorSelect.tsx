import { Select, Tag } from '@arco-design/web-react';
import { DICT_ITEM_COLORS } from '@backoffice/api-client';
import { useT } from '@backoffice/console-ui';

/** A select of Arco's preset colours (the server's list: the server accepts only these), each shown as a tag of that colour; cleared means no colour. */
export function ColorSelect(props: { value?: string | null; onChange?: (value: string | null) => void }) {
  const t = useT();
  return (
    <Select
      aria-label={t('dictItem.form.color')}
      placeholder={t('dictItem.form.colorNone')}
      allowClear
      value={props.value ?? undefined}
      onChange={(value?: string) => props.onChange?.(value ?? null)}
      renderFormat={(option) => (option?.value ? <Tag color={String(option.value)}>{String(option.value)}</Tag> : '')}
    >
      {DICT_ITEM_COLORS.map((color) => (
        <Select.Option key={color} value={color}>
          <Tag color={color}>{color}</Tag>
        </Select.Option>
      ))}
    </Select>
  );
}
