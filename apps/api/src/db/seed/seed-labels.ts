// The zh-CN text of everything the console seeds and shows as a label (issue 17): the built-in dictionaries
// and their items (seeded by migration 030), their "Built in" remark, and the built-in roles (seed-roles.ts).
// Migration 090 wrote a copy of it (frozen there) into databases whose rows still carried the seeded English; a
// new database gets the dictionaries' text from that migration and the roles' text from the seed.

/** zh-CN names of the built-in dictionaries, by code. */
export const DICT_NAMES_ZH: Readonly<Record<string, string>> = {
  project_status: '项目状态',
  session_kind: '场次类型',
  session_status: '场次状态',
  participant_status: '参与者状态',
  question_type: '题目类型',
  gender: '性别',
  user_status: '用户状态',
  agreement_type: '协议类型',
};

/** zh-CN labels of the built-in dictionary items, by dictionary code and item value. */
export const DICT_ITEM_LABELS_ZH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  project_status: { draft: '草稿', active: '进行中', closed: '已关闭', archived: '已归档' },
  session_kind: { focus_group: '焦点小组', interview: '访谈' },
  session_status: { scheduled: '已排期', live: '进行中', completed: '已完成', cancelled: '已取消' },
  participant_status: { invited: '已邀请', confirmed: '已确认', attended: '已出席', no_show: '未出席' },
  question_type: { single_choice: '单选题', multiple_choice: '多选题', open_text: '开放题', rating: '评分题', picture_it: '看图说话' },
  gender: { male: '男', female: '女', undisclosed: '未透露' },
  user_status: { enabled: '启用', disabled: '停用' },
  agreement_type: { user_agreement: '用户协议', privacy_policy: '隐私政策', participant_consent: '参与者知情同意书' },
};

/** The remark migration 030 gives each built-in dictionary, and its zh-CN text. */
export const DICT_REMARK = { en: 'Built in', zh: '内置' } as const;

/** zh-CN names of the built-in roles, by code. */
export const ROLE_NAMES_ZH: Readonly<Record<'admin' | 'moderator' | 'client', string>> = {
  admin: '管理员',
  moderator: '主持人',
  client: '客户',
};

/** The remark the seed gives each built-in role, and its zh-CN text. */
export const ROLE_REMARK = { en: 'Built-in role', zh: '内置角色' } as const;
