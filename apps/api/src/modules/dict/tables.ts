// Row shapes of the dictionary tables (migration 030), in the database's snake_case.
import type { Generated } from 'kysely';
import type { EnabledStatus, Flag } from '../../db/types.js';

/** A dictionary. */
export interface DictsTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: EnabledStatus;
  remark: string | null;
  /** zh-CN name and remark (migration 090); null falls back to `name` / `remark`. */
  name_zh: string | null;
  remark_zh: string | null;
  created_at: string;
  updated_at: string;
  /** When the dictionary was deleted (migration 140): set aside with its items until its undo window is past. */
  deleted_at: string | null;
}

/** An item of a dictionary; at most one per dictionary has is_default 1. */
export interface DictItemsTable {
  id: Generated<number>;
  dict_id: number;
  label: string;
  /** zh-CN label (migration 090); null falls back to `label`. */
  label_zh: string | null;
  value: string;
  sort_order: number;
  /** An Arco preset colour name, or null. */
  color: string | null;
  status: EnabledStatus;
  is_default: Flag;
  remark: string | null;
  created_at: string;
  updated_at: string;
  /** When the item was deleted (migration 140): set aside until its undo window is past, then purged. */
  deleted_at: string | null;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface DictTables {
  dicts: DictsTable;
  dict_items: DictItemsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends DictTables {}
}
