import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from '@arco-design/web-react';
import { useT } from '../hooks/useT';
import { useStaleEditPrompt } from '../StaleEditPrompt';

/**
 * Props of {@link FormModal}. `V` is the shape of the form's values.
 *
 * @example
 * <FormModal<RoleValues> title="New role" visible={open} initialValues={{ status: 'enabled' }}
 *   onCancel={close} onSubmit={async (values) => { await api.add(values); close(); }}>
 *   <Form.Item label="Name" field="name" rules={[{ required: true }]}><Input /></Form.Item>
 * </FormModal>
 */
export interface FormModalProps<V> {
  /** The modal's title (also the dialog's accessible name). */
  title: ReactNode;
  visible: boolean;
  /** Cancel, the close icon or Escape. The parent hides the modal. */
  onCancel: () => void;
  /**
   * Runs with the validated values while the OK button shows loading. Resolve when saved (the parent then hides
   * the modal); throw to keep it open with the values as typed (the envelope client has toasted the server's message).
   */
  onSubmit: (values: V) => Promise<void>;
  /** The values the form (re)starts from each time it opens or these values change. */
  initialValues?: Partial<V>;
  /** Pass your own instance to read or watch values (e.g. `Form.useWatch`); one is created otherwise. */
  form?: FormInstance<V>;
  /** OK button text; default console-ui's "Save". */
  okText?: ReactNode;
  /** Cancel button text; default console-ui's "Cancel". */
  cancelText?: ReactNode;
  width?: CSSProperties['width'];
  /** Called on every change, with the changed and all values (live previews). */
  onValuesChange?: (changed: Partial<V>, all: Partial<V>) => void;
  /**
   * For an edit that sends the version it loaded (`updatedAt`): when the server refuses the save as stale, the
   * modal asks "Someone else saved a newer version" and Reload runs this (typically: close, refresh the list).
   * Without it a stale refusal is handled like any other failure.
   */
  onStaleEdit?: () => void;
  /** The `Form.Item`s, and anything else shown in the modal's body. */
  children?: ReactNode;
}

/** A stable identity for plain form values, so that a parent re-rendering with an equal object does not reset. */
const valuesKey = (values: unknown) => JSON.stringify(values ?? null);

/** Keeps Enter in a text field submitting: a form needs a submit button for the browser's implicit submission. */
const hiddenSubmit: CSSProperties = { position: 'absolute', width: 0, height: 0, padding: 0, border: 0, overflow: 'hidden', opacity: 0 };

/**
 * An Arco Modal holding a vertical Arco Form: OK (or Enter in a text field) validates, then runs `onSubmit` with
 * the button loading. A failing `onSubmit` leaves the modal open with what the user typed; opening it again (or with
 * other `initialValues`) resets the fields. Visibility stays with the parent.
 *
 * @example
 * <FormModal<DictValues>
 *   title={t(dict ? 'dict.form.editTitle' : 'dict.form.addTitle')}
 *   visible={visible}
 *   initialValues={dict ?? { status: 'enabled' }}
 *   onCancel={onClose}
 *   onSubmit={async (v) => { await api.save(v); onSaved(); }}
 * >
 *   <Form.Item label={t('dict.form.name')} field="name" rules={[{ required: true }]}><Input /></Form.Item>
 * </FormModal>
 */
export function FormModal<V = Record<string, unknown>>(props: FormModalProps<V>) {
  const { title, visible, onCancel, onSubmit, initialValues, okText, cancelText, width, onValuesChange, onStaleEdit, children } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const [ownForm] = Form.useForm<V>();
  const form = props.form ?? ownForm;
  const [saving, setSaving] = useState(false);
  const initialKey = valuesKey(initialValues);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    // initialKey stands for initialValues: an equal object from a re-render must not wipe what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, initialKey, form]);

  const save = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      // The envelope client has shown the server's message; the modal stays open with the values.
      if (onStaleEdit) promptStale(error, onStaleEdit);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={title}
      okText={okText ?? t('ui.form.save')}
      cancelText={cancelText ?? t('ui.common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      style={width === undefined ? undefined : { width }}
      unmountOnExit
    >
      <Form<V>
        form={form}
        layout="vertical"
        onSubmit={(values) => (saving ? undefined : void save(values))}
        {...(onValuesChange ? { onValuesChange } : {})}
      >
        {children}
        <button type="submit" tabIndex={-1} aria-hidden="true" style={hiddenSubmit} />
      </Form>
    </Modal>
  );
}
