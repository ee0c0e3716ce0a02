import { Upload } from '@arco-design/web-react';
import type { FileRecord } from '@backoffice/api/contract';
import { useConsole, useT } from '@backoffice/console-ui';
import { fileApi } from './api';

/** Drag-and-drop (or click) upload with progress; the server's refusal shows as the client's toast and on the item. */
export function FileUpload({ onUploaded }: { onUploaded(file: FileRecord): void }) {
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
          .then((record) => {
            onSuccess(record);
            onUploaded(record);
          })
          .catch((error: unknown) => onError({ message: error instanceof Error ? error.message : t('file.upload.failed') }));
      }}
    />
  );
}
