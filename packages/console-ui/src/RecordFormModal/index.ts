export { RecordFormModal } from './RecordFormModal';
export type { RecordFormModalProps } from './RecordFormModal';
export { useRecordForm } from './useRecordForm';
export type { RecordForm, RecordFormOptions, VersionedRecord } from './useRecordForm';
