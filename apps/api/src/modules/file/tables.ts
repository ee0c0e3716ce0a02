// Row shapes of the file tables (migrations 032, 141). File bytes live in the database so that every
// server instance can answer a download.
import type { Generated } from 'kysely';

/** An uploaded file. */
export interface FilesTable {
  id: Generated<number>;
  original_name: string;
  clean_name: string;
  /** Detected from the leading bytes, never from the client's claim. */
  mime: string;
  size: number;
  /** Hex sha256 of the bytes. */
  sha256: string;
  data: Buffer;
  uploader_id: number | null;
  uploader_name: string | null;
  created_at: string;
  /** When the file was deleted (undoable until the window passes; its bytes stay until it is purged). */
  deleted_at: Generated<string | null>;
}

/** Something that uses a file (written by other modules); a used file cannot be deleted. */
export interface FileUsagesTable {
  id: Generated<number>;
  file_id: number;
  /** e.g. 'picture_it'. */
  owner_kind: string;
  owner_id: string;
  created_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface FileTables {
  files: FilesTable;
  file_usages: FileUsagesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends FileTables {}
}
