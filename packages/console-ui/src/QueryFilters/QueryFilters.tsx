import type { ReactNode } from 'react';
import { Form, Input, Select } from '@arco-design/web-react';
import { DictSelect } from '../DictSelect/DictSelect';
import { SearchForm } from '../SearchForm/SearchForm';

/** What every filter field has: the query key it fills and the text that labels it (aria-label and placeholder). */
interface FilterFieldBase<F> {
  field: keyof F & string;
  label: string;
  /** Width in pixels; default 200 for text, 150 for a choice. */
  width?: number;
}

/**
 * One field of a {@link QueryFilters} bar: free text, a choice among fixed options, a dictionary's items, or a
 * control of the page's own (`render` gets the label to give it; Form.Item passes it value and onChange).
 *
 * @example
 * const fields: FilterField<RoleFilter>[] = [
 *   { field: 'keyword', kind: 'text', label: t('role.search.keyword') },
 *   { field: 'status', kind: 'select', label: t('role.search.status'), options: [{ label: t('role.status.enabled'), value: 'enabled' }] },
 *   { field: 'type', kind: 'dict', label: t('question.search.type'), code: 'question_type' },
 * ];
 */
export type FilterField<F> = FilterFieldBase<F> &
  (
    | { kind: 'text' }
    | { kind: 'select'; options: readonly { label: string; value: string | number }[]; searchable?: boolean }
    | { kind: 'dict'; code: string }
    | { kind: 'custom'; render: (label: string) => ReactNode }
  );

/**
 * Props of {@link QueryFilters}.
 *
 * @example
 * <QueryFilters<RoleFilter> query={query} onSearch={setQuery} fields={roleFilterFields(t)} />
 */
export interface QueryFiltersProps<F> {
  /** The filters now applied (a list's query, e.g. from the URL): the fields show them, and again when they change. */
  query: Partial<F>;
  /** Called on Search or Enter with exactly the declared fields (text trimmed, empty as undefined); on Reset with every one undefined. */
  onSearch: (filter: Partial<F>) => void;
  fields: readonly FilterField<F>[];
}

/** The control of one declared field. */
function control<F>(field: FilterField<F>): ReactNode {
  const named = { 'aria-label': field.label, placeholder: field.label };
  switch (field.kind) {
    case 'text':
      return <Input {...named} style={{ width: field.width ?? 200 }} allowClear />;
    case 'select':
      return (
        <Select
          {...named}
          style={{ width: field.width ?? 150 }}
          allowClear
          showSearch={field.searchable ?? false}
          options={field.options.map((option) => ({ ...option }))}
        />
      );
    case 'dict':
      return <DictSelect {...named} code={field.code} style={{ width: field.width ?? 150 }} allowClear />;
    case 'custom':
      return field.render(field.label);
  }
}

/**
 * A list's search bar declared as data: a {@link SearchForm} with one field per declaration, filled from the
 * list's `query` (so a reload, Back or a copied link shows the filters it applies) and answering only the declared
 * keys. Pass it to `<ResourceList filterFields>`, or render it yourself.
 *
 * @example
 * <QueryFilters<SetFilter>
 *   query={list.query}
 *   onSearch={list.setQuery}
 *   fields={[
 *     { field: 'keyword', kind: 'text', label: t('pictureIt.search.keyword') },
 *     { field: 'status', kind: 'select', label: t('pictureIt.search.status'), options: statusOptions },
 *   ]}
 * />
 */
export function QueryFilters<F>({ query, onSearch, fields }: QueryFiltersProps<F>) {
  const initial: Record<string, unknown> = {};
  for (const { field } of fields) initial[field] = query[field];
  const search = (values: Record<string, unknown>) => {
    const filter: Record<string, unknown> = {};
    for (const { field } of fields) filter[field] = values[field];
    onSearch(filter as Partial<F>);
  };
  // Reset clears every filter (not back to the query's, which would search for what is already shown).
  const clear = () => search({});
  return (
    <SearchForm<Record<string, unknown>> key={JSON.stringify(initial)} initialValues={initial} onSearch={search} onReset={clear}>
      {fields.map((field) => (
        <Form.Item key={field.field} field={field.field}>
          {control(field)}
        </Form.Item>
      ))}
    </SearchForm>
  );
}
