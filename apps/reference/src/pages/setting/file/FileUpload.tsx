import { Upload } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { fileTransfers } from './api';

/**
 * Drag-and-drop (or click) upload with progress; the server's refusal shows as the client's toast and on the item.
 * An upload invalidates the file list, which fetches again.
 */
export function FileUpload() {
  const t = useT();
  const api = fileTransfers(useApi());
  return (
    <Upload
      drag
      multiple
      tip={t('file.upload.tip')}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        api
          .upload(file, (percent) => onProgress(percent))
          .then((record) => onSuccess(record))
          .catch((error: unknown) => onError({ message: error instanceof Error ? error.message : t('file.upload.failed') }));
      }}
    />
  );
}
