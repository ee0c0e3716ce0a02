import type { ReactNode } from 'react';
import { Card, Space } from '@arco-design/web-react';

/**
 * Props of {@link PageCard}.
 *
 * @example
 * <PageCard header={<RoleSearch onSearch={search} />} extra={<Button type="primary">New role</Button>}>
 *   <Table {...tableProps} />
 * </PageCard>
 */
export interface PageCardProps {
  /** The left of the top row: a search bar, or a heading with a back button. */
  header?: ReactNode;
  /** The right of the top row: the page's actions (e.g. an "Add" button inside `<Permission>`). */
  extra?: ReactNode;
  /** The body under the top row, usually the table. */
  children?: ReactNode;
  /** Modals and drawers the page opens (they render in a portal, outside the card's layout). */
  overlays?: ReactNode;
}

/**
 * A list page's card: a top row with `header` on the left and `extra` on the right (wrapping on narrow screens),
 * then the body.
 *
 * @example
 * <PageCard
 *   header={<DictSearch onSearch={(filter) => list.setQuery(filter)} />}
 *   extra={<Permission operation="dict:add"><Button type="primary" onClick={openNew}>{t('dict.add')}</Button></Permission>}
 *   overlays={<DictFormModal visible={open} dict={null} onClose={close} onSaved={saved} />}
 * >
 *   <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
 * </PageCard>
 */
export function PageCard({ header, extra, children, overlays }: PageCardProps) {
  return (
    <Card>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          {header}
          {extra}
        </Space>
        {children}
      </Space>
      {overlays}
    </Card>
  );
}
