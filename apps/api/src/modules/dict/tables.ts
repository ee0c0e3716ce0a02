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
  created_at: string;
  updated_at: string;
}

/** An item of a dictionary; at most one per dictionary has is_default 1. */
export interface DictItemsTable {
  id: Generated<number>;
  dict_id: number;
  label: string;
  value: string;
  sort_order: number;
  /** An Arco preset colour name, or null. */
  color: string | null;
  status: EnabledStatus;
  is_default: Flag;
  remark: string | null;
  created_at: string;
  updated_at: string;
}
