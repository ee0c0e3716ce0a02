import { useId } from 'react';
import { Button, Checkbox, Popover, Radio, Select, Space } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconSettings } from '@arco-design/web-react/icon';
import { visibleColumns, type ListDensity } from '@backoffice/console-core';
import { useT } from '../hooks/useT';
import type { ListPreferencesState } from './useListPreferences';

const DENSITIES: ListDensity[] = ['default', 'middle', 'small'];

/**
 * Props of {@link ColumnSettings}.
 * @example
 * const props: ColumnSettingsProps = { columns: [{ key: 'name', title: 'Name' }], settings, pageSize: 20, pageSizes: [10, 20, 50], onPageSize };
 */
export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  settings: ListPreferencesState;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize(size: number): void;
}

/**
 * The list settings button and panel: show or hide each column, move it up or down, the row density, the page
 * size, and Reset (back to the list's defaults). Every change is saved at once through the settings store.
 * @example
 * <ColumnSettings columns={columns} settings={list.settings} pageSize={list.query.pageSize} pageSizes={[10, 20, 50]} onPageSize={(pageSize) => list.setQuery({ pageSize, current: 1 })} />
 */
export function ColumnSettings({ columns, settings, pageSize, pageSizes, onPageSize }: ColumnSettingsProps) {
  const t = useT();
  const { preferences, update, reset } = settings;
  const sizeLabel = useId();
  const keys = columns.map((column) => column.key);
  const ordered = visibleColumns(keys, { ...(preferences.order ? { order: preferences.order } : {}) });
  const hidden = new Set(preferences.hidden ?? []);
  const titleOf = (key: string) => columns.find((column) => column.key === key)?.title ?? key;
  const move = (index: number, by: -1 | 1) => {
    const order = [...ordered];
    const [key] = order.splice(index, 1);
    order.splice(index + by, 0, key!);
    update({ order });
  };
  const toggle = (key: string, shown: boolean) => update({ hidden: shown ? [...hidden].filter((k) => k !== key) : [...hidden, key] });
  const panel = (
    <div className="bo-column-settings">
      <fieldset>
        <legend>{t('ui.list.columns')}</legend>
        {ordered.map((key, index) => {
          const column = columns.find((c) => c.key === key);
          return (
            <div key={key} className="bo-column-settings__row">
              <Checkbox checked={!hidden.has(key)} disabled={column?.hideable === false} onChange={(shown: boolean) => toggle(key, shown)}>
                {titleOf(key)}
              </Checkbox>
              <Button
                size="mini"
                type="text"
                icon={<IconArrowUp />}
                aria-label={t('ui.list.moveUp', { column: titleOf(key) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                size="mini"
                type="text"
                icon={<IconArrowDown />}
                aria-label={t('ui.list.moveDown', { column: titleOf(key) })}
                disabled={index === ordered.length - 1}
                onClick={() => move(index, 1)}
              />
            </div>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('ui.list.density')}</legend>
        <Radio.Group
          type="button"
          size="small"
          value={preferences.density ?? 'default'}
          onChange={(density: ListDensity) => update({ density })}
          options={DENSITIES.map((value) => ({ value, label: t(`ui.list.density.${value}`) }))}
        />
      </fieldset>
      <Space>
        <span id={sizeLabel}>{t('ui.list.pageSize')}</span>
        <Select
          size="small"
          style={{ width: 90 }}
          aria-labelledby={sizeLabel}
          value={pageSize}
          options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
          onChange={(size: number) => {
            update({ pageSize: size });
            onPageSize(size);
          }}
        />
      </Space>
      <Button size="small" long onClick={reset}>
        {t('ui.list.resetSettings')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" content={panel} position="br">
      <Button icon={<IconSettings />} aria-label={t('ui.list.settings')} />
    </Popover>
  );
}
