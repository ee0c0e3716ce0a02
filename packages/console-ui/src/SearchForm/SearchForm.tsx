import { useId, type CSSProperties, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from '@arco-design/web-react';
import { useT } from '../hooks/useT';

/**
 * Props of {@link SearchForm}. `V` is the shape of the filters.
 *
 * @example
 * <SearchForm<RoleFilter> onSearch={(filter) => list.setQuery(filter)}>
 *   <Form.Item field="keyword"><Input aria-label="Keyword" placeholder="Keyword" /></Form.Item>
 * </SearchForm>
 */
export interface SearchFormProps<V> {
  /**
   * Search (or Enter in a text field) and, unless `onReset` is given, Reset: called with every field's value,
   * text trimmed and empty text as `undefined`, so that the filters can be merged into a list's query.
   */
  onSearch: (values: V) => void;
  /** Replaces the search that follows Reset (the fields are reset to `initialValues` either way). */
  onReset?: () => void;
  /** The fields' starting values, and what Reset returns them to. */
  initialValues?: Partial<V>;
  /** Pass your own instance to read or set the fields from outside. */
  form?: FormInstance<V>;
  /** Search button text; default console-ui's "Search". */
  searchText?: ReactNode;
  /** Reset button text; default console-ui's "Reset". */
  resetText?: ReactNode;
  style?: CSSProperties;
  /** The filter fields: `Form.Item`s with a `field` and no label (give the control an aria-label and placeholder). */
  children?: ReactNode;
}

/** Text trimmed, empty text as undefined; every key kept, so that a cleared filter overrides the old one. */
function tidy<V>(values: Partial<V>): V {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    out[key] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  return out as V;
}

/**
 * A list's search bar: an inline Arco Form of filter fields followed by Search and Reset. The row wraps on narrow
 * screens; Enter in a text field searches; Reset clears the fields and searches again.
 *
 * @example
 * <SearchForm<DictFilter> onSearch={(filter) => list.setQuery(filter)}>
 *   <Form.Item field="keyword">
 *     <Input aria-label={t('dict.search.keyword')} placeholder={t('dict.search.keyword')} style={{ width: 220 }} allowClear />
 *   </Form.Item>
 *   <Form.Item field="status">
 *     <Select aria-label={t('dict.search.status')} placeholder={t('dict.search.status')} options={statusOptions} allowClear />
 *   </Form.Item>
 * </SearchForm>
 */
export function SearchForm<V = Record<string, unknown>>(props: SearchFormProps<V>) {
  const { onSearch, onReset, initialValues, searchText, resetText, style, children } = props;
  const t = useT();
  const [ownForm] = Form.useForm<V>();
  // Its own prefix for the fields' element ids: a search bar's `status` is not the id of another page's `status`
  // field (pages stay mounted in their tabs), so each label names its own control.
  const formId = `bo-search${useId().replace(/[^\w-]/g, '')}`;
  const form = props.form ?? ownForm;
  const reset = () => {
    form.resetFields();
    if (onReset) onReset();
    else onSearch(tidy<V>(form.getFieldsValue()));
  };
  return (
    <Form<V>
      id={formId}
      form={form}
      layout="inline"
      className="bo-search-form"
      style={style}
      {...(initialValues ? { initialValues } : {})}
      onSubmit={(values) => onSearch(tidy<V>(values))}
    >
      {children}
      <div className="bo-search-form__buttons">
        <Button type="primary" htmlType="submit">
          {searchText ?? t('ui.search.submit')}
        </Button>
        <Button onClick={reset}>{resetText ?? t('ui.search.reset')}</Button>
      </div>
    </Form>
  );
}
