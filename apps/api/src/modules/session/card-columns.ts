// What a session card or header shows of a session (the dashboard's upcoming sessions, the minutes' header): read
// from `project_sessions as s` joined to its project (`projects as p`) and, left, its moderator (`users as m`).

/** The columns of a session card, for `.select(...)` on that join. */
export const SESSION_CARD_COLUMNS = [
  's.id',
  's.title',
  's.project_id',
  'p.name as project_name',
  's.start_at',
  's.end_at',
  's.time_zone',
  's.status',
  'm.real_name',
  'm.username',
] as const;
