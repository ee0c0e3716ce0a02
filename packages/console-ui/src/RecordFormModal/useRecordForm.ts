import { useCallback, useRef, useState } from 'react';
import { useConsole } from '../hooks/useConsole';

/**
 * The record form's side of a versioned record: the form edits what `load` answers and sends back the version it
 * read (`updatedAt`), so the server refuses the save with 409 when someone else saved the record in between.
 */

/**
 * A record that carries its version.
 * @example
 * const role: VersionedRecord = { updatedAt: '2026-05-04T09:00:00.000Z' };
 */
export interface VersionedRecord {
  updatedAt: string;
}

/**
 * Options of {@link useRecordForm}. `Rec` is the record, `V` the form's values, `Id` the record's id, `R` what a
 * save answers.
 * @example
 * const options: RecordFormOptions<RoleItem, RoleValues, number, unknown> = {
 *   load: (id) => api.detail(id),
 *   toValues: (role) => (role ? { name: role.name } : { status: 'enabled' }),
 *   save: (values, role) => (role ? api.update({ ...values, id: role.id, updatedAt: role.updatedAt }) : api.add(values)),
 * };
 */
export interface RecordFormOptions<Rec extends VersionedRecord, V, Id, R> {
  /**
   * Reads the record's current version when the form opens on it (a row shown meanwhile is replaced). Without
   * it the form edits the row it was opened with.
   */
  load?: (id: Id) => Promise<Rec>;
  /** The form's values for a record, or for a new one (null). */
  toValues: (record: Rec | null) => Partial<V>;
  /** Saves the validated values; `record` (null when new) carries the version the form loaded. Throw to refuse. */
  save: (values: V, record: Rec | null) => Promise<R>;
  /** After a save; the form has closed. */
  onSaved?: (result: R, record: Rec | null) => void;
  /** Resources a Reload after a stale save invalidates, so the lists showing them fetch the newer version. */
  invalidates?: string | readonly string[];
  /** Also runs on Reload after a stale save (the form has closed). */
  onReload?: () => void;
}

/**
 * An open or closed record form, as {@link useRecordForm} answers it and `RecordFormModal` shows it.
 * @example
 * const form: RecordForm<RoleItem, RoleValues, number> = useRecordForm({ load, toValues, save });
 * form.edit(role.id, role);
 */
export interface RecordForm<Rec extends VersionedRecord, V, Id = number> {
  visible: boolean;
  /** Opened on an existing record (by `edit`), even while its version loads. */
  editing: boolean;
  /** The record edited (its loaded version); null while creating or loading. */
  record: Rec | null;
  /** True while `load` reads the record. */
  loading: boolean;
  /** The values the fields start from (they reset when these change). */
  initialValues: Partial<V>;
  /** Opens the form on a new record. */
  create(): void;
  /** Opens the form on the record `id`, showing `shown` (e.g. its list row) until `load` answers. */
  edit(id: Id, shown?: Rec): void;
  /** Closes the form. */
  close(): void;
  /** Saves the values; closes and runs `onSaved` when done, throws (the form stays open) when refused. */
  submit(values: V): Promise<void>;
  /** Reload after a stale save: closes, invalidates the resources and runs `onReload`. */
  reload(): void;
}

type Opened<Rec> = { visible: false } | { visible: true; editing: boolean; record: Rec | null; loading: boolean };

/**
 * The state and calls of a form that creates a record or edits one loaded with its version: it opens on a new
 * record or on an id, loads the current version, saves with it, and after a stale refusal (409) offers Reload,
 * which closes the form and makes the lists fetch the newer version. `RecordFormModal` shows it.
 *
 * @example
 * const roleForm = useRecordForm<RoleItem, RoleValues>({
 *   load: (id) => api.detail(id),
 *   toValues: (role) => (role ? { code: role.code, name: role.name } : { status: 'enabled' }),
 *   save: (values, role) => (role ? api.update({ ...values, id: role.id, updatedAt: role.updatedAt }) : api.add(values)),
 *   onSaved: () => Message.success(t('role.saved')),
 *   invalidates: 'role',
 * });
 * <Button onClick={() => roleForm.edit(role.id, role)}>Edit</Button>
 */
export function useRecordForm<Rec extends VersionedRecord, V, Id = number, R = unknown>(
  options: RecordFormOptions<Rec, V, Id, R>,
): RecordForm<Rec, V, Id> {
  const { resourceVersions } = useConsole();
  const [opened, setOpened] = useState<Opened<Rec>>({ visible: false });
  // Each opening counts; a load that answers after the form was closed or opened on another record is dropped.
  const opening = useRef(0);
  const latest = useRef(options);
  latest.current = options;

  const close = useCallback(() => {
    opening.current += 1;
    setOpened({ visible: false });
  }, []);

  const create = useCallback(() => {
    opening.current += 1;
    setOpened({ visible: true, editing: false, record: null, loading: false });
  }, []);

  const edit = useCallback(
    (id: Id, shown?: Rec) => {
      const mine = ++opening.current;
      const { load } = latest.current;
      setOpened({ visible: true, editing: true, record: shown ?? null, loading: load !== undefined });
      if (!load) return;
      load(id).then(
        (record) => {
          if (opening.current === mine) setOpened({ visible: true, editing: true, record, loading: false });
        },
        () => {
          // The envelope client has shown why; there is nothing to edit.
          if (opening.current === mine) close();
        },
      );
    },
    [close],
  );

  const record = opened.visible ? opened.record : null;
  const submit = async (values: V) => {
    // Opened on a record whose version has not arrived yet: nothing to save against (and it is no new record).
    if (opened.visible && opened.editing && record === null) return;
    const result = await latest.current.save(values, record);
    close();
    latest.current.onSaved?.(result, record);
  };

  const reload = () => {
    close();
    const { invalidates, onReload } = latest.current;
    if (invalidates) resourceVersions.invalidate(...(typeof invalidates === 'string' ? [invalidates] : invalidates));
    onReload?.();
  };

  return {
    visible: opened.visible,
    editing: opened.visible && opened.editing,
    record,
    loading: opened.visible && opened.loading,
    initialValues: latest.current.toValues(record),
    create,
    edit,
    close,
    submit,
    reload,
  };
}
