// The varied list requests of the load benchmark (bench/load.mjs): what staff paging through a big list
// really send. Each set is generated from a fixed seed (the same run sends the same requests), every
// request in it is different, and the sets are larger than any answer cache keeps, so the figures are
// the lists' own work. The mix is a judgement of how staff use the console: most requests have no
// keyword or a common word, some a short term or a code, a few a date range or a client; most are early
// pages, some deep ones.

/** Words of the seeded project and file names (bench/seed-rows.mjs uses them) and of the keyword requests. */
export const WORDS = [
  'alpha',
  'bravo',
  'delta',
  'echo',
  'harbor',
  'lumen',
  'meadow',
  'nova',
  'orbit',
  'pixel',
  'quartz',
  'river',
  'summit',
  'tango',
  'vertex',
  'willow',
];

/** A small deterministic random source (mulberry32), so a run's requests are the same every time. */
export function randomSource(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, chance, int };
}

/** `count` distinct requests made by `make(random)` (duplicates are drawn again). */
function distinct(count, seed, make) {
  const random = randomSource(seed);
  const seen = new Map();
  for (let tries = 0; seen.size < count && tries < count * 50; tries += 1) {
    const request = make(random);
    seen.set(JSON.stringify(request), request);
  }
  return [...seen.values()];
}

/** A page: mostly the first, often the next few, sometimes a deep one. */
function page(random) {
  if (random.chance(0.5)) return 1;
  return random.chance(0.8) ? random.int(2, 5) : random.int(6, 50);
}

const day = (offset) => new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** A project keyword: a common word, a two-word phrase, a short term, a code or a code fragment. */
function projectKeyword(random, projects) {
  const kind = random.next();
  if (kind < 0.3) return random.pick(WORDS);
  if (kind < 0.4) return `${random.pick(WORDS)} ${random.pick(WORDS)}`;
  if (kind < 0.5) return random.pick(WORDS).slice(0, random.int(1, 2));
  if (kind < 0.6) return `P${String(random.int(1, projects)).padStart(7, '0')}`;
  if (kind < 0.7) return `p${String(random.int(1, Math.max(1, Math.floor(projects / 100)))).padStart(5, '0')}`;
  return undefined;
}

/**
 * `count` different project list requests: keyword x status x client x date range x sort x page.
 * `clientIds` are clients that own projects; `projects` the number of seeded projects.
 */
export function variedProjectQueries({ count = 4000, clientIds, projects, seed = 1 }) {
  return distinct(count, seed, (random) => {
    const query = { current: page(random), pageSize: 20 };
    const keyword = projectKeyword(random, projects);
    if (keyword) query.keyword = keyword;
    if (random.chance(0.5)) query.status = random.pick(['draft', 'active', 'closed', 'archived']);
    if (clientIds.length && random.chance(0.2)) query.clientId = random.pick(clientIds);
    if (random.chance(0.3)) {
      // A window within the seeded projects' dates (they start in 2023 and 2024).
      const from = random.int(0, 680);
      query.dateFrom = day(from);
      query.dateTo = day(from + random.int(30, 120));
    }
    if (random.chance(0.8)) {
      query.sortField = random.pick(['createdAt', 'name', 'code', 'startDate']);
      query.sortOrder = random.pick(['ascend', 'descend']);
    }
    return query;
  });
}

/** `count` different session list requests: a project's sessions x sort x page. */
export function variedSessionQueries({ count = 4000, projects, seed = 2 }) {
  return distinct(count, seed, (random) => ({
    projectId: random.int(1, projects),
    current: random.chance(0.8) ? 1 : 2,
    pageSize: random.pick([5, 10, 20]),
    sortOrder: random.pick(['ascend', 'descend']),
  }));
}

/**
 * `count` different requests of moderators' own sessions across all their projects (/session/myList without a
 * project): moderator x page x page size x order. `moderator` indexes the signed-in moderators; it is not sent.
 */
export function variedMySessionQueries({ count = 2000, moderators, seed = 6 }) {
  return distinct(count, seed, (random) => ({
    moderator: random.int(0, moderators - 1),
    current: page(random),
    pageSize: random.pick([10, 20]),
    sortOrder: random.pick(['ascend', 'descend']),
  }));
}

const AUDIT_ACTIONS = ['land.login', 'project.update', 'session.add', 'user.update', 'file.download', 'access.denied'];

/** `count` different audit log requests: actor x action x outcome x time window x page (`actors` are usernames). */
export function variedAuditQueries({ count = 4000, actors, seed = 3 }) {
  return distinct(count, seed, (random) => {
    const query = { current: page(random), pageSize: 20 };
    if (actors.length && random.chance(0.3)) query.actor = random.pick(actors);
    if (random.chance(0.3)) query.action = random.pick(AUDIT_ACTIONS);
    if (random.chance(0.2)) query.outcome = random.pick(['success', 'failure', 'denied']);
    if (random.chance(0.3)) {
      const from = Date.UTC(2022, 5, 1) + random.int(0, 700) * 86_400_000;
      query.from = new Date(from).toISOString();
      query.to = new Date(from + random.int(1, 30) * 86_400_000).toISOString();
    }
    return query;
  });
}

/** `count` different file list requests: keyword x type x page. */
export function variedFileQueries({ count = 4000, seed = 4 }) {
  return distinct(count, seed, (random) => {
    const query = { current: page(random), pageSize: 20 };
    if (random.chance(0.5)) query.keyword = random.chance(0.7) ? random.pick(WORDS) : String(random.int(1, 99_999));
    if (random.chance(0.4)) query.mime = random.pick(['image', 'application/pdf', 'text/csv']);
    return query;
  });
}

/** `count` different staff account requests: type x status x keyword x sort x page. */
export function variedUserQueries({ count = 2000, seed = 5 }) {
  return distinct(count, seed, (random) => {
    const query = { current: page(random), pageSize: 20 };
    if (random.chance(0.6)) query.type = random.pick(['client', 'moderator', 'admin']);
    if (random.chance(0.3)) query.status = random.pick(['enabled', 'disabled']);
    if (random.chance(0.4))
      query.keyword = random.chance(0.5) ? random.pick(['client', 'moderator', 'bench']) : String(random.int(1, 2000));
    if (random.chance(0.6)) {
      query.sortField = random.pick(['createdAt', 'username', 'realName']);
      query.sortOrder = random.pick(['asc', 'desc']);
    }
    return query;
  });
}
