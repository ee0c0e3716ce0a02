// The agreements of the sample data set: each type with its versions (older ones superseded, one
// published, sometimes a draft), written in Markdown with an English and a Chinese section.
import type { AgreementStatus } from '../modules/agreement/tables.js';

/** One version of an agreement. */
export interface SampleAgreement {
  /** A value of the agreement_type dictionary. */
  type: 'user_agreement' | 'privacy_policy' | 'participant_consent';
  version: number;
  status: AgreementStatus;
  /** Days before the load the version was written (and published, when it is not a draft). */
  daysAgo: number;
  title: string;
  content: string;
}

const body = (en: readonly string[], zh: readonly string[]) =>
  ['## English', '', ...en.map((l) => `- ${l}`), '', '## 中文', '', ...zh.map((l) => `- ${l}`), ''].join('\n');

const TERMS_EN = [
  'Staff accounts are personal; do not share your password.',
  'Research records are confidential to the project team and its client.',
];
const TERMS_ZH = ['员工账号仅限本人使用，请勿共享密码。', '研究记录仅对项目团队及其客户保密开放。'];

/** The agreement versions, in creation order. */
export const SAMPLE_AGREEMENTS: readonly SampleAgreement[] = [
  {
    type: 'user_agreement',
    version: 1,
    status: 'superseded',
    daysAgo: 120,
    title: 'Staff user agreement / 员工用户协议',
    content: body(TERMS_EN, TERMS_ZH),
  },
  {
    type: 'user_agreement',
    version: 2,
    status: 'published',
    daysAgo: 45,
    title: 'Staff user agreement / 员工用户协议',
    content: body([...TERMS_EN, 'Sign-ins end after two idle hours.'], [...TERMS_ZH, '闲置两小时后自动退出登录。']),
  },
  {
    type: 'user_agreement',
    version: 3,
    status: 'draft',
    daysAgo: 3,
    title: 'Staff user agreement (2025 review) / 员工用户协议（年度修订）',
    content: body(
      [...TERMS_EN, 'Sign-ins end after two idle hours.', 'Exports of minutes are logged.'],
      [...TERMS_ZH, '闲置两小时后自动退出登录。', '纪要导出会被记录。'],
    ),
  },
  {
    type: 'privacy_policy',
    version: 1,
    status: 'published',
    daysAgo: 110,
    title: 'Privacy policy / 隐私政策',
    content: body(
      ['We keep participants’ contact details only for the length of a project.', 'Recordings are deleted 90 days after a project closes.'],
      ['参与者联系方式仅在项目期间保存。', '项目结束 90 天后删除录音。'],
    ),
  },
  {
    type: 'participant_consent',
    version: 1,
    status: 'superseded',
    daysAgo: 100,
    title: 'Participant consent / 参与者知情同意书',
    content: body(['I agree to take part and to be recorded.'], ['我同意参与并接受录音。']),
  },
  {
    type: 'participant_consent',
    version: 2,
    status: 'published',
    daysAgo: 30,
    title: 'Participant consent / 参与者知情同意书',
    content: body(
      ['I agree to take part and to be recorded.', 'I may stop at any time without giving a reason.'],
      ['我同意参与并接受录音。', '我可以随时退出，无需说明理由。'],
    ),
  },
];
