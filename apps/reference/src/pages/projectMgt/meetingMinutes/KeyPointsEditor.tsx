import { Button, Input, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/console-ui';

/** The key points: a list of short lines (empty lines are dropped on save). */
export function KeyPointsEditor({ value, onChange }: { value: string[]; onChange(points: string[]): void }) {
  const t = useT();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((point, index) => (
        <Space key={index}>
          <Input
            aria-label={t('minutes.keyPoint', { n: index + 1 })}
            style={{ width: 560 }}
            maxLength={500}
            value={point}
            onChange={(text) => onChange(value.map((p, i) => (i === index ? text : p)))}
          />
          <Button
            aria-label={t('minutes.keyPointRemove')}
            icon={<IconDelete />}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button icon={<IconPlus />} disabled={value.length >= 50} onClick={() => onChange([...value, ''])}>
        {t('minutes.keyPointAdd')}
      </Button>
    </Space>
  );
}
