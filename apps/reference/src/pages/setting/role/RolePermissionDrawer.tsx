import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Message, Space, Spin, Tree } from '@arco-design/web-react';
import type { PermissionNode, RoleItem } from '@backoffice/api/contract';
import { Permission, useConsole, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { permissionApi } from '../permission/api';
import { KindIcon } from '../permission/PermissionTree';
import { flatten, nodeLabel, toTreeData } from '../permission/treeData';
import { useApi } from '../../../app/useApi';
import { halfCheckedOf, idsToSave, keysToCheck } from './checkedKeys';

/** The 'Permissions' drawer: the whole permission tree, checkable, saved as the role's new set. */
export function RolePermissionDrawer({ role, onClose }: { role: RoleItem | null; onClose(): void }) {
  const t = useT();
  const tree = permissionApi(useConsole().client).tree;
  const roles = useApi().resource('role');
  const [nodes, setNodes] = useState<PermissionNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The role's version when its set was loaded: a save over a set changed since is refused. */
  const [version, setVersion] = useState<string | undefined>();
  const isAdmin = role?.code === 'admin';
  const inLocale = useLocaleText();
  const promptStale = useStaleEditPrompt();

  /**
   * Loads the tree and the role's set. Opened, the drawer shows the directories; reloaded after a refused save
   * (`reloading`), the branches the user opened stay open.
   */
  const load = (id: number, reloading: boolean) => {
    setLoading(true);
    Promise.all([tree(), roles.detail({ id })])
      .then(([tree, detail]) => {
        setNodes(tree);
        setVersion(detail.updatedAt);
        const keys = keysToCheck(tree, new Set(detail.permissionIds));
        setChecked(keys);
        setHalfChecked(halfCheckedOf(tree, keys));
        if (!reloading) setExpanded(tree.map((n) => String(n.id)));
      })
      .catch(() => onClose())
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    if (role) load(role.id, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opened role
  }, [role?.id]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await roles.write('assignPermissions', { id: role.id, permissionIds: idsToSave(checked, halfChecked), updatedAt: version });
      Message.success(t('role.drawer.saved'));
      onClose();
    } catch (error) {
      // The client has shown the server's message; when someone else changed the role since, Reload loads their set.
      promptStale(error, () => load(role.id, true));
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
