import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { saveBlob } from '../download/saveBlob';
import { useT } from '../hooks/useT';
import type { ExportedFile, ExportFormat } from './types';

/**
 * Saves what an export answered: a file under the name it came with or `name.format`, or a download from the URL it gave.
 * @example
 * saveExport(await exportView(query, 'csv', columns), 'projects', 'csv');
 */
export function saveExport(file: ExportedFile, name: string, format: ExportFormat): void {
  if (file instanceof Blob) return saveBlob(file, `${name}.${format}`);
  if (typeof file !== 'string') return saveBlob(file.blob, file.filename ?? `${name}.${format}`);
  const link = document.createElement('a');
  link.href = file;
  link.rel = 'noopener';
  link.download = `${name}.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * One button per format ("Export CSV", "Export XLSX"); each runs `onExport` and saves its answer, busy meanwhile.
 * @example
 * <ExportButtons formats={['csv', 'xlsx']} name="projects" onExport={(format) => exportView(list.query, format, columns)} />
 */
export function ExportButtons(props: {
  formats: readonly ExportFormat[];
  name: string;
  onExport: (format: ExportFormat) => Promise<ExportedFile>;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveExport(await props.onExport(format), props.name, format);
    } catch {
      // The envelope client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {props.formats.map((format) => (
        <Button key={format} icon={<IconDownload />} loading={busy === format} onClick={() => void run(format)}>
          {t('ui.list.export', { format: format.toUpperCase() })}
        </Button>
      ))}
    </>
  );
}
