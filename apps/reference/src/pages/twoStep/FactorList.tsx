import { useState } from 'react';
import { Button, Input, List, Modal } from '@arco-design/web-react';
import type { SecondFactorItem } from '@backoffice/api/contract';
import { useConsole, useLocale, useT } from '@backoffice/console-ui';
import { formatWhen } from '../setting/resetPassword/signInLabels';
import { useApi } from '../../app/useApi';

/** The user's factors with Rename and Remove (`onRemove` asks for the password first). */
export function FactorList({ factors, onRemove }: { factors: SecondFactorItem[]; onRemove: (id: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const { notifier } = useConsole();
  const api = useApi().resource('secondFactor');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const rename = async () => {
    if (!renaming?.name.trim()) return;
    await api.write('rename', { id: renaming.id, name: renaming.name.trim() });
    notifier.toast({ type: 'success', content: t('twoStep.passkey.renamed') });
    setRenaming(null);
  };
  return (
    <>
      <List
        dataSource={factors}
        render={(factor: SecondFactorItem) => (
          <List.Item
            key={factor.id}
            actions={[
              <Button key="rename" size="small" onClick={() => setRenaming({ id: factor.id, name: factor.name })}>
                {t('twoStep.passkey.rename')}
              </Button>,
              <Button key="remove" status="danger" size="small" onClick={() => onRemove(factor.id)}>
                {t('twoStep.section.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={factor.name}
              description={`${factor.kind === 'passkey' ? t('twoStep.passkey.kind') : t('twoStep.section.authenticator')} · ${t(
                'twoStep.section.added',
                { date: formatWhen(factor.createdAt, locale) },
              )}`}
            />
          </List.Item>
        )}
      />
      <Modal title={t('twoStep.passkey.rename')} visible={renaming !== null} onOk={() => void rename()} onCancel={() => setRenaming(null)}>
        <Input
          aria-label={t('twoStep.passkey.name')}
          value={renaming?.name ?? ''}
          maxLength={64}
          onChange={(name) => setRenaming((r) => (r ? { ...r, name } : r))}
        />
      </Modal>
    </>
  );
}
