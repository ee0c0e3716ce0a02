import { useEffect, useState } from 'react';
import { Spin } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import { useApi } from '../../../app/useApi';
import { fileTransfers } from '../../setting/file/api';

/**
 * Object URLs of previewed files by file id. A file's bytes never change under its id, so a URL is
 * fetched once per page load and reused (a cached tab shown again does not refetch).
 */
const previewUrls = new Map<number, Promise<string>>();

/** An uploaded image, fetched with the signed-in token as a blob (the preview route needs a bearer token, so no plain <img src>). */
export function FilePreview({ fileId, alt, size = 64 }: { fileId: number | null; alt: string; size?: number }) {
  const server = useApi();
  const [shown, setShown] = useState<{ fileId: number; url: string | null } | null>(null);

  useEffect(() => {
    if (fileId === null) return;
    let pending = previewUrls.get(fileId);
    if (!pending) {
      pending = fileTransfers(server)
        .preview(fileId)
        .then(({ blob }) => URL.createObjectURL(blob));
      pending.catch(() => previewUrls.delete(fileId));
      previewUrls.set(fileId, pending);
    }
    pending.then((url) => setShown({ fileId, url })).catch(() => setShown({ fileId, url: null }));
  }, [fileId, server]);

  const box = {
    width: size,
    height: size,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'var(--color-fill-2)',
    borderRadius: 4,
  };
  const current = shown?.fileId === fileId ? shown : null;
  if (fileId === null || current?.url === null)
    return (
      <span style={box}>
        <IconImage />
      </span>
    );
  if (!current)
    return (
      <span style={box}>
        <Spin size={16} />
      </span>
    );
  return <img src={current.url} alt={alt} style={{ ...box, objectFit: 'cover' }} />;
}
