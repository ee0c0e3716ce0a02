import { useEffect, useState } from 'react';
import { Tree } from '@arco-design/web-react';
import { IconApps, IconFolder, IconSafe } from '@arco-design/web-react/icon';
import type { PermissionNode } from '@backoffice/api/contract';
import { useOperation, useT } from '@backoffice/console-ui';
import { dropTarget, findNode, nodeLabel, toTreeData, type MoveTarget, type PermissionKind } from './treeData';

const KIND_ICONS: Record<PermissionKind, typeof IconFolder> = { directory: IconFolder, menu: IconApps, operation: IconSafe };

/** The icon telling a node's kind. */
export function KindIcon({ kind }: { kind: PermissionKind }) {
  const Icon = KIND_ICONS[kind];
  return <Icon aria-hidden="true" />;
}

const nodeOf = (props: { dataRef?: unknown } | undefined) => props?.dataRef as PermissionNode | undefined;

/** The whole permission tree, icons by kind; dragging a node moves it when the kinds allow (needs permission:update). */
export function PermissionTree(props: {
  nodes: PermissionNode[];
  selectedId: number | null;
  onSelect(id: number): void;
  onMove(node: PermissionNode, target: MoveTarget): void;
}) {
  const { nodes, selectedId, onSelect, onMove } = props;
  const t = useT();
  const canMove = useOperation('permission:update');
  const [expanded, setExpanded] = useState<string[]>([]);
  // Directories start open; the selected node's ancestors open so a node just added or moved shows.
  useEffect(() => {
    setExpanded((keys) => {
      const wanted = new Set(keys.length === 0 ? nodes.map((n) => String(n.id)) : keys);
      for (let id = selectedId === null ? undefined : findNode(nodes, selectedId)?.parentId; id; id = findNode(nodes, id)?.parentId) {
        wanted.add(String(id));
      }
      return wanted.size === keys.length ? keys : [...wanted];
    });
  }, [nodes, selectedId]);
  const target = (drag: PermissionNode | undefined, drop: PermissionNode | undefined, position: number) =>
    drag && drop ? dropTarget(nodes, drag, drop, position) : undefined;

  return (
    <Tree
      blockNode
      draggable={canMove}
      treeData={toTreeData(nodes, (node) => nodeLabel(node, t))}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      selectedKeys={selectedId === null ? [] : [String(selectedId)]}
      onSelect={(keys) => keys[0] && onSelect(Number(keys[0]))}
      renderTitle={(nodeProps) => {
        const node = nodeOf(nodeProps);
        return (
          <span data-kind={node?.kind}>
            {node && <KindIcon kind={node.kind} />} {String(nodeProps.title ?? '')}
          </span>
        );
      }}
      allowDrop={({ dragNode, dropNode, dropPosition }) =>
        target(nodeOf(dragNode?.props), nodeOf(dropNode?.props), dropPosition) !== undefined
      }
      onDrop={({ dragNode, dropNode, dropPosition }) => {
        const drag = nodeOf(dragNode?.props);
        const place = target(drag, nodeOf(dropNode?.props), dropPosition);
        if (drag && place) onMove(findNode(nodes, drag.id) ?? drag, place);
      }}
    />
  );
}
