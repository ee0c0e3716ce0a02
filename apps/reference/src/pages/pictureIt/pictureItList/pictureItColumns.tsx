import type { PictureItSetSummary } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';
import { statusSwitchColumn } from '../../list-shared/statusSwitchColumn';
import { FilePreview } from './FilePreview';

/** What the columns need from the page: strings, whether the status switch works, and its handler. */
export interface PictureItColumnsContext {
  t: (key: string, values?: Record<string, unknown>) => string;
  canStatus: boolean;
  onStatus(set: PictureItSetSummary, on: boolean): void;
}

/** The Picture It list's columns (the name first: it is the card's title on phones; keys match the export's). */
export function pictureItColumns({ t, canStatus, onStatus }: PictureItColumnsContext): ResourceColumn<PictureItSetSummary>[] {
  return [
    { key: 'name', title: t('pictureIt.column.name'), hideable: false },
    {
      key: 'coverFileId',
      title: t('pictureIt.column.cover'),
      width: 90,
      hideInCards: true,
      render: (id: number | null, s: PictureItSetSummary) => <FilePreview fileId={id} alt={s.name} size={48} />,
    },
    { key: 'instructions', title: t('pictureIt.column.instructions'), ellipsis: true },
    { key: 'imageCount', title: t('pictureIt.column.images') },
    statusSwitchColumn(t('pictureIt.column.status'), { canStatus, onStatus }),
    {
      key: 'updatedAt',
      title: t('pictureIt.column.updatedAt'),
      hideInCards: true,
      kind: 'dateTime',
    },
  ];
}
