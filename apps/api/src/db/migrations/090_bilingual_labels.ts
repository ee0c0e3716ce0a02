// Issue 17: what the console seeds and shows as a label exists in en-US and zh-CN. The existing text columns
// stay the en-US (first) label; each gets a nullable zh-CN twin (a plain column: the same on both engines,
// searchable, and the update rule treats it like any other field). Null means "no Chinese label": readers
// fall back to the first label.
//
// The backfill writes the zh-CN text of every seeded row whose English is still the seeded English, so an
// administrator's own wording is never given a translation of text it no longer has.
//
// The seeded text is copied here as it was when this migration was written (migration 030's dictionaries, the
// seed's roles, db/seed/seed-labels.ts): a migration is history, so it must not change when the seed does.
import { sql, type Kysely } from 'kysely';

/** A built-in dictionary as migration 030 seeded it, with its zh-CN name and each item's `[value, label, labelZh]`. */
interface SeededDictionary {
  code: string;
  name: string;
  nameZh: string;
  items: readonly (readonly [value: string, label: string, labelZh: string])[];
}

/** The built-in dictionaries, one a line: `code: Name / 名称; value = Label / 标签, ...` (read by `seeded`). */
const SEEDED_DICTIONARY_LINES: readonly string[] = [
  'project_status: Project status / 项目状态; draft = Draft / 草稿, active = Active / 进行中, closed = Closed / 已关闭, archived = Archived / 已归档',
  'session_kind: Session kind / 场次类型; focus_group = Focus group / 焦点小组, interview = Interview / 访谈',
  'session_status: Session status / 场次状态; scheduled = Scheduled / 已排期, live = Live / 进行中, completed = Completed / 已完成, cancelled = Cancelled / 已取消',
  'participant_status: Participant status / 参与者状态; invited = Invited / 已邀请, confirmed = Confirmed / 已确认, attended = Attended / 已出席, no_show = No show / 未出席',
  'question_type: Question type / 题目类型; single_choice = Single choice / 单选题, multiple_choice = Multiple choice / 多选题, open_text = Open text / 开放题, rating = Rating / 评分题, picture_it = Picture It / 看图说话',
  'gender: Gender / 性别; male = Male / 男, female = Female / 女, undisclosed = Undisclosed / 未透露',
  'user_status: User status / 用户状态; enabled = Enabled / 启用, disabled = Disabled / 停用',
  'agreement_type: Agreement type / 协议类型; user_agreement = User agreement / 用户协议, privacy_policy = Privacy policy / 隐私政策, participant_consent = Participant consent / 参与者知情同意书',
];

/** `text` split at the first `separator`. */
function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + separator.length)];
}

/** One line of SEEDED_DICTIONARY_LINES, read. */
function seeded(line: string): SeededDictionary {
  const [head, list] = splitOnce(line, '; ');
  const [code, names] = splitOnce(head, ': ');
  const [name, nameZh] = splitOnce(names, ' / ');
  const items = list.split(', ').map((item) => {
    const [value, labels] = splitOnce(item, ' = ');
    return [value, ...splitOnce(labels, ' / ')] as const;
  });
  return { code, name, nameZh, items };
}

const SEEDED_DICTIONARIES: readonly SeededDictionary[] = SEEDED_DICTIONARY_LINES.map(seeded);

/** The built-in roles as the seed created them, with their zh-CN names. */
const SEEDED_ROLES: readonly { code: string; name: string; nameZh: string }[] = [
  { code: 'admin', name: 'Administrator', nameZh: '管理员' },
  { code: 'moderator', name: 'Moderator', nameZh: '主持人' },
  { code: 'client', name: 'Client', nameZh: '客户' },
];

/** The remark migration 030 gave each built-in dictionary, and the seed each built-in role, with their zh-CN text. */
const DICT_REMARK = { en: 'Built in', zh: '内置' } as const;
const ROLE_REMARK = { en: 'Built-in role', zh: '内置角色' } as const;

/** Adds the zh-CN columns and fills them for the seeded rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dicts').addColumn('name_zh', 'text').execute();
  await db.schema.alterTable('dicts').addColumn('remark_zh', 'text').execute();
  await db.schema.alterTable('dict_items').addColumn('label_zh', 'text').execute();
  await db.schema.alterTable('roles').addColumn('name_zh', 'text').execute();
  await db.schema.alterTable('roles').addColumn('remark_zh', 'text').execute();

  for (const dict of SEEDED_DICTIONARIES) {
    await sql`update dicts set name_zh = ${dict.nameZh} where code = ${dict.code} and name = ${dict.name}`.execute(db);
    for (const [value, label, labelZh] of dict.items) {
      await sql`update dict_items set label_zh = ${labelZh}
        where value = ${value} and label = ${label} and dict_id in (select id from dicts where code = ${dict.code})`.execute(db);
    }
  }
  await sql`update dicts set remark_zh = ${DICT_REMARK.zh} where remark = ${DICT_REMARK.en}`.execute(db);

  for (const role of SEEDED_ROLES) {
    await sql`update roles set name_zh = ${role.nameZh} where code = ${role.code} and builtin = 1 and name = ${role.name}`.execute(db);
  }
  await sql`update roles set remark_zh = ${ROLE_REMARK.zh} where builtin = 1 and remark = ${ROLE_REMARK.en}`.execute(db);
}

/** Drops the zh-CN columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('remark_zh').execute();
  await db.schema.alterTable('roles').dropColumn('name_zh').execute();
  await db.schema.alterTable('dict_items').dropColumn('label_zh').execute();
  await db.schema.alterTable('dicts').dropColumn('remark_zh').execute();
  await db.schema.alterTable('dicts').dropColumn('name_zh').execute();
}
