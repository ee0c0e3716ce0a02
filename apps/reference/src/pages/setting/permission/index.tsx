import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Grid, Message, Spin, Typography } from '@arco-design/web-react';
import type { PermissionNode } from '@backoffice/api/contract';
import { Permission, useConsole, useT } from '@backoffice/console-ui';
import { permissionApi } from './api';
import { NodePanel, type NodeActions } from './NodePanel';
import { PermissionFormModal, type PermissionFormTarget } from './PermissionFormModal';
import { PermissionTree } from './PermissionTree';
import { CHILD_KIND, findNode, flatten } from './treeData';

/** setting/permission: the permission tree editor (directories, menus, operations). */
export default function PermissionPage() {
  const t = useT();
  const bundle = useConsole();
  const api = permissionApi(bundle.client);
  const [nodes, setNodes] = useState<PermissionNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [formTarget, setFormTarget] = useState<PermissionFormTarget | null>(null);
  const loaded = useRef(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setNodes(await permissionApi(bundle.client).tree());
    } catch {
      // The client has shown the error.
    } finally {
      setLoading(false);
    }
  }, [bundle.client]);

  // Cached tab: the effect re-runs on show; load once, then only after edits.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void reload();
  }, [reload]);

  /** Reloads the tree and the signed-in user's menu (titles, icons and order may have changed). */
  const afterChange = async (message: string, select?: number | null) => {
    Message.success(message);
    if (select !== undefined) setSelectedId(select);
    await reload();
    void bundle.settings.getState().loadServerMenu();
  };
  const run = async (action: () => Promise<unknown>, message: string, select?: number | null) => {
    try {
      await action();
      await afterChange(message, select);
    } catch {
      // The client has shown the server's refusal.
    }
  };

  const actions: NodeActions = {
    addChild: (node) => {
      const kind = CHILD_KIND[node.kind];
      if (kind) setFormTarget({ mode: 'add', kind, parentId: node.id });
    },
    edit: (node) => setFormTarget({ mode: 'edit', node }),
    remove: (node) => run(() => api.remove({ id: node.id }), t('permission.deleted'), node.parentId),
    move: (node, target) => run(() => api.move({ id: node.id, ...target }), t('permission.moved'), node.id),
  };
  const selected = selectedId === null ? undefined : findNode(nodes, selectedId);

  return (
    <Grid.Row gutter={16}>
      <Grid.Col span={10}>
        <Card
          title={t('permission.tree')}
          extra={
            <Permission operation="permission:add">
              <Button type="primary" size="small" onClick={() => setFormTarget({ mode: 'add', kind: 'directory', parentId: null })}>
                {t('permission.addDirectory')}
              </Button>
            </Permission>
          }
        >
          <Typography.Paragraph type="secondary">{t('permission.dragHint')}</Typography.Paragraph>
          <Spin loading={loading} style={{ width: '100%' }}>
            <div style={{ maxHeight: 'calc(100vh - 300px)', minHeight: 240, overflowY: 'auto' }}>
              <PermissionTree nodes={nodes} selectedId={selectedId} onSelect={setSelectedId} onMove={actions.move} />
            </div>
          </Spin>
        </Card>
      </Grid.Col>
      <Grid.Col span={14}>
        <Card title={selected ? selected.name : ' '}>
          {selected ? (
            <NodePanel key={selected.id} nodes={nodes} node={selected} actions={actions} />
          ) : (
            <Empty description={t('permission.selectHint')} />
          )}
        </Card>
      </Grid.Col>
      <PermissionFormModal
        target={formTarget}
        menuNames={flatten(nodes)
          .filter((n) => n.kind === 'menu')
          .map((n) => n.name)
          .sort()}
        onClose={() => setFormTarget(null)}
        onSaved={(node) => {
          setFormTarget(null);
          void afterChange(t('permission.saved'), node.id);
        }}
        onStaleEdit={() => {
          setFormTarget(null);
          void reload();
        }}
      />
    </Grid.Row>
  );
}
