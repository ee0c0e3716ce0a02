import { Select, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';

/** Arco Design's preset tag colours (the server accepts only these). */
export const PRESET_COLORS = [
  'red',
  'orangered',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'arcoblue',
  'purple',
  'pinkpurple',
  'magenta',
  'gray',
] as const;

/** A select of Arco's preset colours, each shown as a tag of that colour; cleared means no colour. */
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
      {PRESET_COLORS.map((color) => (
        <Select.Option key={color} value={color}>
          <Tag color={color}>{color}</Tag>
        </Select.Option>
      ))}
    </Select>
  );
}
