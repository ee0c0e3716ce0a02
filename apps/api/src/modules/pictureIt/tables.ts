// Row shapes of Picture It image sets (migration 060); each joins `Database` below.
import type { Generated } from 'kysely';

export interface PictureItSetsTable {
  id: Generated<number>;
  name: string;
  instructions: string | null;
  status: 'enabled' | 'disabled';
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When the set was deleted (migration 134): set aside until its undo window is past, then purged. */
  deleted_at: string | null;
}

/** One image of a set: a file of the file module, with a caption, in order. */
export interface PictureItImagesTable {
  id: Generated<number>;
  set_id: number;
  file_id: number;
  caption: string | null;
  position: number;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface PictureItTables {
  picture_it_sets: PictureItSetsTable;
  picture_it_images: PictureItImagesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends PictureItTables {}
}
