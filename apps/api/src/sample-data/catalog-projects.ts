// The projects of the sample data set, one per research brief, in every status (catalog-projects.json). Names and
// descriptions carry English and Chinese, as staff of both languages read the same records.
import type { ProjectStatus } from '../modules/project/tables.js';
import catalog from './catalog-projects.json';

/** One project of the sample data set; people are usernames of catalog-people.ts. */
export interface SampleProject {
  code: string;
  name: string;
  description: string;
  status: ProjectStatus;
  client: string;
  moderators: readonly string[];
  /**
   * Members besides the client (who is always one). Never another client's account: a client account can be a
   * member only of its own client's projects (project writes refuse it), so each client sees only its own research.
   */
  members: readonly string[];
  /** Days from the load's day to the start and end (negative: in the past). */
  startDay: number;
  endDay: number;
  /** Days from the load's day of its sessions; a session on day 0 of the first project is live at load time. */
  sessionDays: readonly number[];
  /** Question numbers (1-based, catalog-research.ts) its guides draw from. */
  questions: readonly number[];
  /** Where its sessions happen: an IANA zone and the city in both languages. */
  zone: 'Asia/Shanghai' | 'Europe/London' | 'America/New_York';
  city: { en: string; zh: string };
}

/** Where sessions happen, by the name the catalog gives the place. */
const PLACES = {
  shanghai: { zone: 'Asia/Shanghai', city: { en: 'Shanghai', zh: '上海' } },
  london: { zone: 'Europe/London', city: { en: 'London', zh: '伦敦' } },
  newYork: { zone: 'America/New_York', city: { en: 'New York', zh: '纽约' } },
} as const;

/** A project as catalog-projects.json holds it: its place by name. */
type CatalogedProject = Omit<SampleProject, 'zone' | 'city'> & { place: keyof typeof PLACES };

/** The projects, in creation order (catalog-projects.json: the facts of each, as data). */
export const SAMPLE_PROJECTS: readonly SampleProject[] = (catalog as readonly CatalogedProject[]).map(({ place, ...project }) => ({
  ...project,
  ...PLACES[place],
}));
