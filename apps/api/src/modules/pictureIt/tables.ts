// Row shapes of Picture It image sets (migration 060); db/types.ts lists them in `Database`.
import type { Generated } from 'kysely';

export interface PictureItSetsTable {
  id: Generated<number>;
  name: string;
  instructions: string | null;
  status: 'enabled' | 'disabled';
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One image of a set: a file of the file module, with a caption, in order. */
export interface PictureItImagesTable {
  id: Generated<number>;
  set_id: number;
  file_id: number;
  caption: string | null;
  position: number;
}
