// Meeting minutes of the sample data set: most completed sessions have a summary, key points and a
// short transcript between their moderator and participants, saved one to three times.
import { MINUTES_PHRASES } from './catalog-research.js';
import type { SessionRef } from './build-projects.js';
import type { Prng } from './prng.js';

/** The meeting_minutes and minutes_segments rows for the completed sessions of `sessions`, saved before `anchor`. */
export function buildMinutes(sessions: readonly SessionRef[], random: Prng, anchor: Date) {
  const latest = anchor.getTime() - 10 * 60_000;
  const meeting_minutes = [];
  const minutes_segments = [];
  for (const session of sessions) {
    if (session.status !== 'completed' || random.next() < 0.2) continue;
    const [en = session.project.name, zh = en] = session.project.name.split(' / ');
    const summary = random.pick(MINUTES_PHRASES.summaries).replace('{en}', en).replace('{zh}', zh);
    const version = random.int(1, 3);
    const updated = Math.min(Date.parse(session.startAt) + 3 * 3_600_000 + (version - 1) * 86_400_000, latest);
    const created = Math.min(Date.parse(session.startAt) + 3 * 3_600_000, updated);
    meeting_minutes.push({
      session_id: session.id,
      summary,
      key_points: JSON.stringify(random.sample(MINUTES_PHRASES.keyPoints, 3)),
      version,
      updated_by: session.moderator.id,
      updated_by_name: session.moderator.username,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    });
    const speakers = session.participants.length > 0 ? session.participants : ['Participant / 参与者'];
    const lines: [string, string][] = [
      [session.moderator.realName, MINUTES_PHRASES.moderatorLines[0]],
      [random.pick(speakers), random.pick(MINUTES_PHRASES.participantLines)],
      [session.moderator.realName, random.pick(MINUTES_PHRASES.moderatorLines.slice(1))],
      [random.pick(speakers), random.pick(MINUTES_PHRASES.participantLines)],
      [random.pick(speakers), random.pick(MINUTES_PHRASES.participantLines)],
    ];
    let offset = 0;
    for (const [position, [speaker, text]] of lines.entries()) {
      minutes_segments.push({ session_id: session.id, position, speaker, offset_seconds: offset, clock_time: null, text });
      offset += random.int(40, 300);
    }
  }
  return { meeting_minutes, minutes_segments };
}
