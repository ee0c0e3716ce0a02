import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Message, Space, Spin, Tree } from '@arco-design/web-react';
import type { PermissionNode, RoleItem } from '@backoffice/api/contract';
import { Permission, useConsole, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { KindIcon } from '../permission/PermissionTree';
import { flatten, nodeLabel, toTreeData } from '../permission/treeData';
import { roleApi } from './api';
import { halfCheckedOf, idsToSave, keysToCheck } from './checkedKeys';

/** The 'Permissions' drawer: the whole permission tree, checkable, saved as the role's new set. */
export function RolePermissionDrawer({ role, onClose }: { role: RoleItem | null; onClose(): void }) {
  const t = useT();
  const api = roleApi(useConsole().client);
  const [nodes, setNodes] = useState<PermissionNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The role's version when its set was loaded: a save over a set changed since is refused. */
  const [version, setVersion] = useState<string | undefined>();
  /** Counts loads asked for: a Reload after a refused save loads the newer set. */
  const [loads, setLoads] = useState(0);
  /** Set by that Reload: the branches the user opened stay open (an opened drawer shows the directories). */
  const keepExpanded = useRef(false);
  const isAdmin = role?.code === 'admin';
  const inLocale = useLocaleText();
  const promptStale = useStaleEditPrompt();

  useEffect(() => {
    if (!role) return;
    setLoading(true);
    Promise.all([api.permissionTree(), api.detail(role.id)])
      .then(([tree, detail]) => {
        setNodes(tree);
        setVersion(detail.updatedAt);
        const keys = keysToCheck(tree, new Set(detail.permissionIds));
        setChecked(keys);
        setHalfChecked(halfCheckedOf(tree, keys));
        if (!keepExpanded.current) setExpanded(tree.map((n) => String(n.id)));
        keepExpanded.current = false;
      })
      .catch(() => onClose())
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opened role, and again on Reload
  }, [role?.id, loads]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await api.assignPermissions({ id: role.id, permissionIds: idsToSave(checked, halfChecked), updatedAt: version });
      Message.success(t('role.drawer.saved'));
      onClose();
    } catch (error) {
      // The client has shown the server's message; when someone else changed the role since, Reload loads their set.
      promptStale(error, () => {
        keepExpanded.current = true;
        setLoads((n) => n + 1);
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      width={520}
      visible={role !== null}
      title={t('role.drawer.title', { name: role ? inLocale(bilingual(role.name, role.nameZh)) : '' })}
      onCancel={onClose}
      unmountOnExit
      footer={
        <Space>
          <Button onClick={onClose}>{t('role.form.cancel')}</Button>
          {!isAdmin && (
            <Permission operation="role:assignPermissions">
              <Button type="primary" loading={saving} onClick={save}>
                {t('role.drawer.save')}
              </Button>
            </Permission>
          )}
        </Space>
      }
    >
      {isAdmin && <Alert type="info" content={t('role.drawer.adminNote')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 8 }}>
        <Button
          size="mini"
          onClick={() =>
            setExpanded(
              flatten(nodes)
                .filter((n) => n.children.length > 0)
                .map((n) => String(n.id)),
            )
          }
        >
          {t('role.drawer.expandAll')}
        </Button>
        <Button size="mini" onClick={() => setExpanded([])}>
          {t('role.drawer.collapseAll')}
        </Button>
      </Space>
      <Spin loading={loading} style={{ width: '100%' }}>
        <Tree
          checkable
          blockNode
          treeData={toTreeData(nodes, (node) => nodeLabel(node, t), isAdmin)}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          onCheck={(keys, extra) => {
            setChecked(keys);
            setHalfChecked(extra.halfCheckedKeys);
          }}
          renderTitle={(props) => {
            const node = props.dataRef as PermissionNode | undefined;
            return (
              <span>
                {node && <KindIcon kind={node.kind} />} {String(props.title ?? '')}
              </span>
            );
          }}
        />
      </Spin>
    </Drawer>
  );
}
