import { Upload } from '@arco-design/web-react';
import { useConsole, useT } from '@backoffice/console-ui';
import { fileApi } from './api';

/**
 * Drag-and-drop (or click) upload with progress; the server's refusal shows as the client's toast and on the item.
 * An upload invalidates the file list, which fetches again.
 */
export function FileUpload() {
  const t = useT();
  const api = fileApi(useConsole().client);
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
