import type { ReactNode } from 'react';
import { SearchForm } from '@backoffice/console-ui';

/** Props of {@link QuerySearchForm}. */
export interface QuerySearchFormProps<F extends object> {
  /** The filters its fields edit (each a `Form.Item` field of the same name). */
  fields: readonly (keyof F & string)[];
  /** The list's query (the URL's view): the fields show it, and follow it when it changes (back, a copied link). */
  query: Partial<F>;
  /** Search sends every field (an emptied one as undefined); Reset sends them all undefined. */
  onSearch(filter: F): void;
  children: ReactNode;
}

/**
 * A `<ResourceList>`'s search bar over console-ui's SearchForm, filled from the list's query. Reset clears the
 * filters (SearchForm alone would return the fields to the query they were filled from).
 *
 * @example
 * <QuerySearchForm<FileFilter> fields={['keyword', 'mime']} query={query} onSearch={setQuery}>
 *   <Form.Item field="keyword"><Input aria-label={t('file.search.keyword')} /></Form.Item>
 * </QuerySearchForm>
 */
export function QuerySearchForm<F extends object>({ fields, query, onSearch, children }: QuerySearchFormProps<F>) {
  const initial = Object.fromEntries(fields.map((field) => [field, query[field]])) as Partial<F>;
  const cleared = Object.fromEntries(fields.map((field) => [field, undefined])) as F;
  return (
    <SearchForm<F>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={(values) => onSearch({ ...cleared, ...values })}
      onReset={() => onSearch(cleared)}
    >
      {children}
    </SearchForm>
  );
}
