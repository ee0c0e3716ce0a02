// Wire types of the Microsoft sign-in and binding routes, for the reference app to import as types.
import type { MsBindingView } from './identities.js';

/** Result of GET /api/admin/land/ms/config. */
export interface MsConfigResult {
  enabled: boolean;
}

/** Body of POST /api/admin/land/ms/exchange. */
export interface MsExchangeRequest {
  ticket: string;
}

/** Body of POST /api/admin/land/ms/pending. */
export interface MsPendingRequest {
  pending: string;
}

/** Result of POST /api/admin/land/ms/pending: whether the binding screen can still be used. */
export interface MsPendingResult {
  /** 'expired' covers used-up ones; 'unknown' also covers a link opened in another browser. */
  status: 'active' | 'expired' | 'unknown';
  /** Display name of the Microsoft account (when active). */
  label: string | null;
  expiresAt: string | null;
}

/** Body of POST /api/admin/land/ms/bind. */
export interface MsBindRequest {
  pending: string;
  username: string;
  password: string;
}

/** Body of POST /api/admin/msBinding/list. */
export interface MsBindingListRequest {
  userId: number;
  current?: number;
  pageSize?: number;
}

/** Result of POST /api/admin/msBinding/list. */
export interface MsBindingListResult {
  list: MsBindingView[];
  total: number;
  current: number;
  pageSize: number;
}

/** Body of POST /api/admin/msBinding/remove. */
export interface MsBindingRemoveRequest {
  userId: number;
}

/** Result of POST /api/admin/self/msBinding. */
export interface SelfMsBindingResult {
  binding: MsBindingView | null;
}
