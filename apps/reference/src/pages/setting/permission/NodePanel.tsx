import { useState } from 'react';
import { Button, Descriptions, Popconfirm, Select, Space, Tag, Typography } from '@arco-design/web-react';
import type { PermissionNode } from '@backoffice/api/contract';
import { MenuIcon, Permission, useT } from '@backoffice/console-ui';
import { KindIcon } from './PermissionTree';
import { CHILD_KIND, nodeLabel, parentCandidates, stepTarget, type MoveTarget } from './treeData';

/** Actions the panel asks the page to carry out. */
export interface NodeActions {
  addChild(node: PermissionNode): void;
  edit(node: PermissionNode): void;
  remove(node: PermissionNode): void;
  move(node: PermissionNode, target: MoveTarget): void;
}

/** The selected node: its fields, and add child / edit / move / delete, each behind its operation. */
export function NodePanel({ nodes, node, actions }: { nodes: PermissionNode[]; node: PermissionNode; actions: NodeActions }) {
  const t = useT();
  const [newParent, setNewParent] = useState<number | undefined>();
  const childKind = CHILD_KIND[node.kind];
  const up = stepTarget(nodes, node, -1);
  const down = stepTarget(nodes, node, 1);
  const candidates = parentCandidates(nodes, node).filter((p) => p.id !== node.parentId);
  const text = (value: string | null | undefined) => value || '—';
  const rows = [
    {
      label: t('permission.kind'),
      value: (
        <Space>
          <KindIcon kind={node.kind} />
          {t(`permission.kind.${node.kind}`)}
        </Space>
      ),
    },
    { label: t('permission.field.name'), value: node.name },
    ...(node.kind === 'operation'
      ? [{ label: t('permission.field.code'), value: <Tag>{text(node.code)}</Tag> }]
      : [
          { label: t('permission.field.path'), value: text(node.path) },
          ...(node.kind === 'menu'
            ? [
                { label: t('permission.field.component'), value: text(node.component) },
                { label: t('permission.field.activeMenu'), value: text(node.activeMenu) },
              ]
            : []),
          {
            label: t('permission.field.title'),
            value: (
              <Space>
                {node.title}
                <Typography.Text type="secondary">{nodeLabel(node, t)}</Typography.Text>
              </Space>
            ),
          },
          {
            label: t('permission.field.arcoIcon'),
            value: (
              <Space>
                <MenuIcon name={node.arcoIcon ?? undefined} />
                {text(node.arcoIcon)}
              </Space>
            ),
          },
          { label: t('permission.field.isShow'), value: node.isShow === 1 ? '✓' : '✗' },
        ]),
    { label: t('permission.field.order'), value: node.order },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} data={rows} labelStyle={{ width: 160 }} />
      <Space wrap>
        {childKind && (
          <Permission operation="permission:add">
            <Button type="primary" onClick={() => actions.addChild(node)}>
              {t('permission.addChild')}
            </Button>
          </Permission>
        )}
        <Permission operation="permission:update">
          <Button onClick={() => actions.edit(node)}>{t('permission.edit')}</Button>
          <Button disabled={!up} onClick={() => up && actions.move(node, up)}>
            {t('permission.moveUp')}
          </Button>
          <Button disabled={!down} onClick={() => down && actions.move(node, down)}>
            {t('permission.moveDown')}
          </Button>
        </Permission>
        <Permission operation="permission:delete">
          <Popconfirm title={t('permission.deleteConfirm', { name: nodeLabel(node, t) })} onOk={() => actions.remove(node)}>
            <Button status="danger">{t('permission.delete')}</Button>
          </Popconfirm>
        </Permission>
      </Space>
      {candidates.length > 0 && (
        <Permission operation="permission:update">
          <Space>
            <Select
              aria-label={t('permission.moveTo')}
              placeholder={t('permission.moveTo')}
              style={{ width: 260 }}
              showSearch
              value={newParent}
              onChange={(value: number) => setNewParent(value)}
              options={candidates.map((p) => ({ label: nodeLabel(p, t), value: p.id }))}
            />
            <Button
              disabled={newParent === undefined}
              onClick={() => {
                if (newParent === undefined) return;
                actions.move(node, { parentId: newParent, order: 1_000_000 });
                setNewParent(undefined);
              }}
            >
              {t('permission.move')}
            </Button>
          </Space>
        </Permission>
      )}
    </Space>
  );
}
