import type { DemoRow, DemoRowsRequest, DemoRowsResult } from './schemas.js';

const REGIONS = ['North', 'South', 'East', 'West', 'Central'] as const;
const STATUSES: DemoRow['status'][] = ['active', 'paused', 'closed'];
const OWNERS = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis'];
const WORDS = ['Aurora', 'Beacon', 'Cobalt', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen'];
/** Size of the generated data set. */
export const DEMO_ROW_COUNT = 237;

/** A small deterministic pseudo-random sequence (mulberry32), so every request sees the same rows. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)]!;

/** The generated rows, built once. */
export const DEMO_ROWS: readonly DemoRow[] = (() => {
  const next = random(20260101);
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: DEMO_ROW_COUNT }, (_, i) => ({
    id: i + 1,
    name: `${pick(WORDS, next())} ${pick(WORDS, next())} ${i + 1}`,
    region: pick(REGIONS, next()),
    status: pick(STATUSES, next()),
    amount: Math.round(next() * 1_000_000) / 100,
    score: Math.round(next() * 100),
    owner: pick(OWNERS, next()),
    createdAt: new Date(base + Math.floor(next() * 300) * 86400_000 + Math.floor(next() * 86400) * 1000).toISOString(),
  }));
})();

/** Filters, sorts and pages the generated rows like a real list endpoint. */
export function queryDemoRows(query: DemoRowsRequest): DemoRowsResult {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim().toLowerCase();
  let rows = DEMO_ROWS.filter(
    (r) =>
      (!keyword || r.name.toLowerCase().includes(keyword) || r.owner.toLowerCase().includes(keyword)) &&
      (!query.status || r.status === query.status) &&
      (!query.region || r.region === query.region),
  );
  const field = query.sortField;
  if (field && query.sortOrder) {
    const dir = query.sortOrder === 'ascend' ? 1 : -1;
    rows = [...rows].sort((a, b) => (a[field] < b[field] ? -dir : a[field] > b[field] ? dir : a.id - b.id));
  }
  return { list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length, current, pageSize };
}

/** The regions of the data set, for the filter. */
export const DEMO_REGIONS: readonly string[] = REGIONS;
