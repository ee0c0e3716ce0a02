import { useState } from 'react';
import { Card, Empty, Message, Modal, Space, Tabs, Tag, Typography } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AgreementRecord } from '@backoffice/api/contract';
import { DictSelect, ResourceList, useDict, useT } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { AgreementEditor, type EditorTarget } from './AgreementEditor';
import { agreementColumns } from './agreementColumns';
import { AgreementRowActions } from './AgreementRowActions';
import { useApi } from '../../../app/useApi';
import { HistoryDiff } from './HistoryDiff';
import { MarkdownPreview } from './MarkdownPreview';
import { AGREEMENT_FILTER_KINDS, useAgreementList, type AgreementFilter } from './useAgreementList';
import { useAgreementVersions } from './useAgreementVersions';

/**
 * setting/agreement (protocol management): per type, the published version; the versions as a list with the type,
 * status, title and page in the URL, export, column settings, cards on phones, bulk delete of drafts and delete
 * with Undo; editing, publishing, and history with diff.
 */
export default function AgreementPage() {
  const t = useT();
  const api = useApi().resource('agreement');
  const list = useAgreementList();
  const preferences = useServerPreferences();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const types = useDict('agreement_type');
  const firstType = types.items.find((i) => i.isDefault)?.value ?? types.items[0]?.value;
  const defaultType = firstType === undefined ? undefined : String(firstType);
  const type = new URLSearchParams(search).get('type') || defaultType;
  const { reload, published, versions } = useAgreementVersions(type);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [viewing, setViewing] = useState<AgreementRecord | null>(null);

  // List rows leave the Markdown out: view, edit and copy take it from the type's history (fetched again on writes).
  const withContent = (row: AgreementRecord) => versions.find((v) => v.id === row.id) ?? row;
  // The type is the list's filter: choosing one writes it to the URL, from page 1.
  const chooseType = (value: string) => {
    const next = new URLSearchParams(search);
    next.set('type', value);
    next.delete('current');
    navigate({ pathname, search: `?${next.toString()}` });
  };
  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      Message.success(message);
      reload();
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <Space>
          <Typography.Text>{t('agreement.type')}</Typography.Text>
          <DictSelect code="agreement_type" aria-label={t('agreement.type')} style={{ width: 240 }} value={type} onChange={chooseType} />
        </Space>
      </Card>
      <Card
        title={
          <Space>
            {t('agreement.published')}
            {published && <Tag color="green">{`v${published.version} · ${published.title}`}</Tag>}
          </Space>
        }
      >
        {published ? (
          <MarkdownPreview source={published.content ?? ''} testId="agreement-published" />
        ) : (
          <Empty description={t('agreement.nonePublished')} />
        )}
      </Card>
      <Card>
        <Tabs defaultActiveTab="versions">
          <Tabs.TabPane key="versions" title={t('agreement.tab.versions')}>
            {type && defaultType && (
              <ResourceList<AgreementRecord, AgreementFilter>
                name="agreement"
                resource="agreement"
                initialQuery={{ type: defaultType }}
                syncWithLocation={{ filters: AGREEMENT_FILTER_KINDS, sortFields: [] }}
                preferences={preferences}
                columns={agreementColumns(t)}
                fetcher={list.fetcher}
                filterFields={list.filterFields}
                create={{
                  label: t('agreement.newDraft'),
                  operation: 'agreement:add',
                  onCreate: () => setEditor({ type, draft: null, ...(published ? { startFrom: published } : {}) }),
                }}
                bulkActions={list.bulkActions}
                exportView={list.exportView}
                exportOperation="agreement:list"
                rowActions={(version, rows) => (
                  <AgreementRowActions
                    version={version}
                    list={rows}
                    actions={{
                      view: (v) => setViewing(withContent(v)),
                      edit: (v) => setEditor({ type: v.type, draft: withContent(v) }),
                      copy: (v) => setEditor({ type: v.type, draft: null, startFrom: withContent(v) }),
                      publish: (v) =>
                        run(() => api.write('publish', { id: v.id }), t('agreement.publishedMessage', { version: v.version })),
                      remove: (v) => api.delete({ id: v.id }),
                      restore: (v) => list.restore(v.id),
                    }}
                  />
                )}
              />
            )}
          </Tabs.TabPane>
          <Tabs.TabPane key="history" title={t('agreement.tab.history')}>
            <HistoryDiff versions={versions} />
          </Tabs.TabPane>
        </Tabs>
      </Card>
      <AgreementEditor
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={() => {
          setEditor(null);
          Message.success(t('agreement.saved'));
          reload();
        }}
      />
      <Modal
        visible={Boolean(viewing)}
        title={viewing ? `v${viewing.version} · ${viewing.title}` : ''}
        footer={null}
        onCancel={() => setViewing(null)}
        style={{ width: 'min(900px, 96vw)' }}
        unmountOnExit
      >
        {viewing && <MarkdownPreview source={viewing.content ?? ''} />}
      </Modal>
    </Space>
  );
}
