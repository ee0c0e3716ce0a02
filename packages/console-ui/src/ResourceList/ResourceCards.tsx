import type { ReactNode } from 'react';
import { Card, Checkbox } from '@arco-design/web-react';
import { useT } from '../hooks/useT';
import { cellValue } from './cellValue';
import type { ResourceColumn, RowId } from './types';
import type { RowSelection } from './useRowSelection';

/**
 * Props of {@link ResourceCards}.
 * @example
 * const props: ResourceCardsProps<Project> = { rows, columns, rowId: (p) => p.id };
 */
export interface ResourceCardsProps<T> {
  rows: readonly T[];
  /** The visible columns, in order: the first is the card's title, the others its labelled values. */
  columns: readonly ResourceColumn<T>[];
  rowId: (row: T) => RowId;
  selection?: RowSelection | undefined;
  rowActions?: ((row: T) => ReactNode) | undefined;
}

/**
 * A list as cards, one per row (phones): the first column as title, the others as label and value, the same row
 * actions, and a checkbox per card when rows can be selected.
 * @example
 * <ResourceCards rows={list.data} columns={shown} rowId={(p) => p.id} selection={selection} rowActions={(p) => <EditButton project={p} />} />
 */
export function ResourceCards<T>({ rows, columns, rowId, selection, rowActions }: ResourceCardsProps<T>) {
  const t = useT();
  const [first, ...rest] = columns.filter((column) => !column.hideInCards);
  return (
    <ul className="bo-resource-cards">
      {rows.map((row, index) => {
        const id = rowId(row);
        const title = first ? cellValue(first, row, index) : String(id);
        const selected = selection?.ids.includes(id) ?? false;
        const toggle = (on: boolean) => selection?.set(on ? [...selection.ids, id] : selection.ids.filter((x) => x !== id));
        return (
          <li key={id}>
            <Card
              size="small"
              title={
                <span className="bo-resource-cards__title">
                  {selection ? (
                    <Checkbox
                      checked={selected}
                      onChange={toggle}
                      aria-label={t('ui.list.selectRow', { row: typeof title === 'string' ? title : String(id) })}
                    />
                  ) : null}
                  {title}
                </span>
              }
            >
              <dl className="bo-resource-cards__fields">
                {rest.map((column) => (
                  <div key={column.key}>
                    <dt>{column.title}</dt>
                    <dd>{cellValue(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {rowActions ? <div className="bo-resource-cards__actions">{rowActions(row)}</div> : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
