import { AutoComplete, Button, Input, Select, Space, Typography } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { AutoSizeTextArea, useT } from '@backoffice/console-ui';
import { draftProblems, newKey, type SegmentDraft } from './segmentDraft';

/** The transcript: rows of speaker, time (offset from the start or clock time) and text. */
export function SegmentsEditor(props: {
  value: SegmentDraft[];
  speakers: string[];
  showProblems: boolean;
  onChange(rows: SegmentDraft[]): void;
}) {
  const { value, speakers, showProblems, onChange } = props;
  const t = useT();
  const patch = (key: number, change: Partial<SegmentDraft>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const last = value[value.length - 1];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((row, index) => {
        const problems = showProblems ? draftProblems(row) : [];
        return (
          <div key={row.key} data-testid="transcript-segment">
            <Space align="start" wrap>
              <AutoComplete
                aria-label={t('minutes.segment.speaker', { n: index + 1 })}
                placeholder={t('minutes.segment.speakerHint')}
                style={{ width: 160 }}
                data={speakers}
                value={row.speaker}
                onChange={(speaker: string) => patch(row.key, { speaker })}
              />
              <Select
                aria-label={t('minutes.segment.mode')}
                style={{ width: 120 }}
                value={row.mode}
                onChange={(mode: SegmentDraft['mode']) => patch(row.key, { mode, time: '' })}
                options={[
                  { label: t('minutes.segment.offset'), value: 'offset' },
                  { label: t('minutes.segment.clock'), value: 'clock' },
                ]}
              />
              <Input
                aria-label={t('minutes.segment.time', { n: index + 1 })}
                style={{ width: 110 }}
                value={row.time}
                placeholder={row.mode === 'offset' ? '12:30' : '14:05'}
                onChange={(time) => patch(row.key, { time })}
              />
              <AutoSizeTextArea
                aria-label={t('minutes.segment.text', { n: index + 1 })}
                placeholder={t('minutes.segment.textHint')}
                style={{ width: 420 }}
                minRows={1}
                maxRows={6}
                maxLength={5000}
                value={row.text}
                onChange={(text) => patch(row.key, { text })}
              />
              <Button
                aria-label={t('minutes.segment.remove')}
                icon={<IconDelete />}
                onClick={() => onChange(value.filter((r) => r.key !== row.key))}
              />
            </Space>
            {problems.map((problem) => (
              <Typography.Text key={problem} type="error" style={{ display: 'block' }}>
                {t(problem)}
              </Typography.Text>
            ))}
          </div>
        );
      })}
      <Button
        icon={<IconPlus />}
        onClick={() => onChange([...value, { key: newKey(), speaker: '', mode: last?.mode ?? 'offset', time: '', text: '' }])}
      >
        {t('minutes.segment.add')}
      </Button>
    </Space>
  );
}
