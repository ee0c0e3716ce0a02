import type { CSSProperties, ReactNode } from 'react';
import { Spin, type FormInstance } from '@arco-design/web-react';
import { FormModal } from '../FormModal/FormModal';
import type { RecordForm, VersionedRecord } from './useRecordForm';

/**
 * Props of {@link RecordFormModal}.
 * @example
 * const props: RecordFormModalProps<RoleItem, RoleValues> = { form: roleForm, title: (editing) => (editing ? 'Edit role' : 'New role'), children: null };
 */
export interface RecordFormModalProps<Rec extends VersionedRecord, V, Id = number> {
  /** The form's state and calls, from `useRecordForm`. */
  form: RecordForm<Rec, V, Id>;
  /** The title, given whether an existing record is edited. */
  title: (editing: boolean) => ReactNode;
  /** The `Form.Item`s, or a function of the record edited (null when new). */
  children: ReactNode | ((record: Rec | null) => ReactNode);
  /** Your own form instance (to watch values); one is created otherwise. */
  formInstance?: FormInstance<V>;
  width?: CSSProperties['width'];
  okText?: ReactNode;
}

/**
 * The one modal for creating and editing a versioned record: it shows the record's fields loading while
 * `useRecordForm` reads its current version, validates and saves with that version, keeps what was typed when the
 * save is refused, and when someone else saved first asks "Someone else saved a newer version" with Reload
 * (close, and the lists fetch the newer version) or Keep editing.
 *
 * @example
 * const form = useRecordForm<RoleItem, RoleValues>({ load: api.detail, toValues, save, invalidates: 'role' });
 * <RecordFormModal form={form} title={(editing) => t(editing ? 'role.form.editTitle' : 'role.form.addTitle')}>
 *   <Form.Item label={t('role.form.name')} field="name" rules={[{ required: true }]}><Input /></Form.Item>
 * </RecordFormModal>
 */
export function RecordFormModal<Rec extends VersionedRecord, V, Id = number>(props: RecordFormModalProps<Rec, V, Id>) {
  const { form, title, children, formInstance, width, okText } = props;
  return (
    <FormModal<V>
      visible={form.visible}
      title={title(form.editing)}
      initialValues={form.initialValues}
      onCancel={form.close}
      onSubmit={form.submit}
      onStaleEdit={form.reload}
      {...(formInstance ? { form: formInstance } : {})}
      {...(width === undefined ? {} : { width })}
      {...(okText === undefined ? {} : { okText })}
    >
      <Spin loading={form.loading} block>
        {typeof children === 'function' ? children(form.record) : children}
      </Spin>
    </FormModal>
  );
}
