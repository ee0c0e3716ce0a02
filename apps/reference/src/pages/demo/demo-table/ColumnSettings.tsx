import { Button, Checkbox, Popover, Space } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/console-ui';

/** A popover of checkboxes that show or hide the table's columns. */
export function ColumnSettings(props: {
  columns: { key: string; title: string }[];
  hidden: string[];
  onToggle(key: string, visible: boolean): void;
}) {
  const { columns, hidden, onToggle } = props;
  const t = useT();
  return (
    <Popover
      trigger="click"
      position="br"
      title={t('demoTable.columns')}
      content={
        <Space direction="vertical">
          {columns.map((c) => (
            <Checkbox key={c.key} checked={!hidden.includes(c.key)} onChange={(checked: boolean) => onToggle(c.key, checked)}>
              {c.title}
            </Checkbox>
          ))}
        </Space>
      }
    >
      <Button icon={<IconSettings />} aria-label={t('demoTable.columns')}>
        {t('demoTable.columns')}
      </Button>
    </Popover>
  );
}
