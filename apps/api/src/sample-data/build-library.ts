// The shared research material of the sample data set: generated images and documents in the file
// store, the Picture It sets made of those images, the question bank and the agreements.
import { createHash } from 'node:crypto';
import { cleanFileName } from '../modules/file/clean-name.js';
import { FILE_USAGE_KIND } from '../modules/pictureIt/writes.js';
import { SAMPLE_AGREEMENTS } from './catalog-agreements.js';
import { SAMPLE_PICTURE_SETS, SAMPLE_QUESTIONS } from './catalog-research.js';
import type { StaffRef } from './build-staff.js';
import { drawSamplePicture } from './png.js';
import type { Prng } from './prng.js';

type NextId = (table: 'files' | 'picture_it_sets' | 'questions') => number;
type At = (days: number, hours?: number) => string;

/** A file row: the bytes with their size and hash, as the upload route stores them. */
function fileRow(id: number, name: string, mime: string, data: Buffer, uploader: StaffRef, at: string) {
  return {
    id,
    original_name: name,
    clean_name: cleanFileName(name),
    mime,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    uploader_id: uploader.id,
    uploader_name: uploader.username,
    created_at: at,
  };
}

const GUIDE = [
  '# Discussion guide — Retail shopper study / 讨论指南 — 零售购物者研究',
  '',
  '1. Warm-up: introductions (10 min) / 热身：自我介绍（10 分钟）',
  '2. The last shopping trip (20 min) / 最近一次购物（20 分钟）',
  '3. Picture It: store shelf moods (20 min) / 图片练习：货架氛围（20 分钟）',
  '4. Wrap-up (10 min) / 总结（10 分钟）',
  '',
].join('\n');
const SCREENER = [
  'respondent,age_band,city,shops_weekly',
  'R-101,25-34,Shanghai,yes',
  'R-102,35-44,Shanghai,no',
  'R-103,45-54,Hangzhou,yes',
  '',
].join('\n');

/** Files, Picture It sets, questions and agreements; `sets` and `questions` give the ids of each catalog entry in order. */
export function buildLibrary(nextId: NextId, random: Prng, at: At, people: ReadonlyMap<string, StaffRef>, admin: StaffRef) {
  const person = (username: string) => people.get(username) ?? admin;
  const files = [];
  const picture_it_sets = [];
  const picture_it_images = [];
  const file_usages = [];
  const sets: number[] = [];
  for (const [index, set] of SAMPLE_PICTURE_SETS.entries()) {
    const setId = nextId('picture_it_sets');
    const author = person(index === 0 ? 'lin.chen' : 'sarah.miller');
    const created = at(-150 + index * 40, 11);
    picture_it_sets.push({
      id: setId,
      name: set.name,
      instructions: set.instructions,
      status: 'enabled' as const,
      created_by: author.id,
      created_at: created,
      updated_at: created,
    });
    for (const [position, image] of set.images.entries()) {
      const fileId = nextId('files');
      files.push(fileRow(fileId, image.file, 'image/png', drawSamplePicture(set.motif, image.colors, random), author, created));
      picture_it_images.push({ set_id: setId, file_id: fileId, caption: image.caption, position });
      file_usages.push({ file_id: fileId, owner_kind: FILE_USAGE_KIND, owner_id: String(setId), created_at: created });
    }
    sets.push(setId);
  }
  files.push(fileRow(nextId('files'), 'Discussion guide - retail.md', 'text/markdown', Buffer.from(GUIDE), person('lin.chen'), at(-60, 8)));
  files.push(fileRow(nextId('files'), 'Screener - retail shoppers.csv', 'text/csv', Buffer.from(SCREENER), admin, at(-61, 15)));

  const questions = [];
  const question_tags = [];
  const questionIds: number[] = [];
  for (const [index, q] of SAMPLE_QUESTIONS.entries()) {
    const id = nextId('questions');
    const created = at(-160 + index * 3, 9 + (index % 6));
    questions.push({
      id,
      text: q.text,
      type: q.type,
      options: q.options ? JSON.stringify(q.options.map(([label, value]) => ({ label, value }))) : null,
      rating_scale: q.rating?.scale ?? null,
      rating_low_label: q.rating?.low ?? null,
      rating_high_label: q.rating?.high ?? null,
      picture_it_set_id: q.pictureSet ? (sets[q.pictureSet - 1] ?? null) : null,
      status: q.enabled === false ? ('disabled' as const) : ('enabled' as const),
      created_by: admin.id,
      created_at: created,
      updated_at: created,
    });
    question_tags.push(...q.tags.map((tag) => ({ question_id: id, tag })));
    questionIds.push(id);
  }

  const agreements = SAMPLE_AGREEMENTS.map((a) => {
    const written = at(-a.daysAgo, 10);
    const published = a.status === 'draft' ? null : at(-a.daysAgo, 16);
    return {
      type: a.type,
      version: a.version,
      title: a.title,
      content: a.content,
      status: a.status,
      created_by: admin.username,
      updated_by: admin.username,
      published_at: published,
      published_by: published ? admin.username : null,
      created_at: written,
      updated_at: published ?? written,
    };
  });
  return { tables: { files, picture_it_sets, picture_it_images, file_usages, questions, question_tags, agreements }, questionIds };
}
