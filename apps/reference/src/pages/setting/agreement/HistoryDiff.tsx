import { useEffect, useMemo, useState } from 'react';
import { Empty, Radio, Select, Space, Typography } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { DiffView } from './DiffView';
import { diffStats, textDiff, type DiffMode } from './textDiff';

/** Compare two versions of a type: pick a base and a target; additions and removals are marked. */
export function HistoryDiff({ versions }: { versions: AgreementRecord[] }) {
  const t = useT();
  const [baseId, setBaseId] = useState<number>();
  const [targetId, setTargetId] = useState<number>();
  const [mode, setMode] = useState<DiffMode>('line');

  useEffect(() => {
    // Default: the previous version against the newest.
    setTargetId(versions[0]?.id);
    setBaseId(versions[1]?.id);
  }, [versions]);

  const base = versions.find((v) => v.id === baseId);
  const target = versions.find((v) => v.id === targetId);
  const parts = useMemo(() => (base && target ? textDiff(base.content ?? '', target.content ?? '', mode) : []), [base, target, mode]);
  if (versions.length < 2) return <Empty description={t('agreement.diff.needTwo')} />;

  const options = versions.map((v) => ({ label: `v${v.version} · ${t(`agreement.status.${v.status}`)}`, value: v.id }));
  const stats = diffStats(parts);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select aria-label={t('agreement.diff.base')} style={{ width: 200 }} value={baseId} options={options} onChange={setBaseId} />
        <Typography.Text>→</Typography.Text>
        <Select aria-label={t('agreement.diff.target')} style={{ width: 200 }} value={targetId} options={options} onChange={setTargetId} />
        <Radio.Group type="button" value={mode} onChange={setMode}>
          <Radio value="line">{t('agreement.diff.line')}</Radio>
          <Radio value="word">{t('agreement.diff.word')}</Radio>
        </Radio.Group>
        <Typography.Text type="secondary">{t('agreement.diff.stats', stats)}</Typography.Text>
      </Space>
      {base && target && base.title !== target.title && (
        <Typography.Text>{t('agreement.diff.titleChanged', { from: base.title, to: target.title })}</Typography.Text>
      )}
      <DiffView parts={parts} />
    </Space>
  );
}
