import { useCallback, useEffect, useRef, useState } from 'react';
import type { MinutesDetail } from '@backoffice/api/contract';
import { EnvelopeError } from '@backoffice/console-core';
import { useConsole } from '@backoffice/console-ui';
import { minutesApi, type MinutesVariant } from './api';
import { fromDrafts, toDrafts, type SegmentDraft } from './segmentDraft';

/** The editable state of one session's minutes. */
export interface MinutesDraft {
  summary: string;
  keyPoints: string[];
  segments: SegmentDraft[];
}

/**
 * Loads a session's minutes once per session id (a cached tab shown again does not refetch) and
 * saves them from the loaded version; a 409 (someone saved in between) sets `conflict` and keeps the draft.
 */
export function useMinutes(variant: MinutesVariant, sessionId: number) {
  const { client } = useConsole();
  const [detail, setDetail] = useState<MinutesDetail | null>(null);
  const [draft, setDraft] = useState<MinutesDraft>({ summary: '', keyPoints: [], segments: [] });
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const loadedKey = useRef<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await minutesApi(client, variant).detail(sessionId);
      setDetail(result);
      setVersion(result.version);
      setDraft({ summary: result.summary, keyPoints: result.keyPoints, segments: toDrafts(result.segments) });
      setConflict(false);
    } catch {
      // The client has shown the server's message (e.g. not found).
    } finally {
      setLoading(false);
    }
  }, [client, variant, sessionId]);

  useEffect(() => {
    const key = `${variant}:${sessionId}`;
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    void load();
  }, [variant, sessionId, load]);

  /** Saves the draft; answers true on success. */
  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await minutesApi(client, variant).save({
        sessionId,
        version,
        summary: draft.summary,
        keyPoints: draft.keyPoints.filter((k) => k.trim() !== ''),
        segments: fromDrafts(draft.segments),
      });
      setVersion(result.version);
      // "Last saved" shows this save at once, as a reload would.
      setDetail((loaded) => (loaded ? { ...loaded, updatedAt: result.updatedAt, updatedByName: result.updatedByName } : loaded));
      setConflict(false);
      return true;
    } catch (error) {
      if (error instanceof EnvelopeError && error.code === 409) setConflict(true);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { detail, draft, setDraft, version, loading, saving, conflict, save, reload: load };
}
