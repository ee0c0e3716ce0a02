// The people of the sample data set: staff accounts (with the role each gets) and the pool of
// participant names. Names are as people write them (Chinese names in Chinese, with pinyin for staff).
import type { UserType } from '../db/types.js';

/** A staff account of the sample data set. */
export interface SampleStaff {
  username: string;
  type: UserType;
  realName: string;
  /** Role code: a built-in role, or the sample's own junior moderator role. */
  role: 'admin' | 'moderator' | 'client' | typeof JUNIOR_ROLE.code;
  email: string;
  gender: 'male' | 'female' | 'undisclosed';
}

/** A custom role with fewer permissions than the built-in moderator: it reads its projects, sessions and minutes but changes nothing. */
export const JUNIOR_ROLE = {
  code: 'junior_moderator',
  name: 'Junior moderator / 初级主持人',
  remark: 'Sees assigned projects, sessions and minutes; cannot edit them. / 可查看分配的项目、场次和纪要，不能修改。',
  /** Menus granted (each with its directory), without their operations. */
  menus: ['Workplace', 'MyProjects', 'ProjectMyDetail', 'SessionMyDetail', 'MyMeetingMinutes', 'ResetPassword'],
} as const;

/** Staff accounts in creation order; moderators first among the research staff, then clients. */
export const SAMPLE_STAFF: readonly SampleStaff[] = [
  { username: 'olivia.grant', type: 'admin', realName: 'Olivia Grant', role: 'admin', email: 'olivia.grant@example.com', gender: 'female' },
  {
    username: 'lin.chen',
    type: 'moderator',
    realName: '陈琳 Lin Chen',
    role: 'moderator',
    email: 'lin.chen@example.com',
    gender: 'female',
  },
  {
    username: 'sarah.miller',
    type: 'moderator',
    realName: 'Sarah Miller',
    role: 'moderator',
    email: 'sarah.miller@example.com',
    gender: 'female',
  },
  {
    username: 'wei.zhang',
    type: 'moderator',
    realName: '张伟 Wei Zhang',
    role: 'moderator',
    email: 'wei.zhang@example.com',
    gender: 'male',
  },
  {
    username: 'priya.nair',
    type: 'moderator',
    realName: 'Priya Nair',
    role: JUNIOR_ROLE.code,
    email: 'priya.nair@example.com',
    gender: 'female',
  },
  {
    username: 'harbor.retail',
    type: 'client',
    realName: 'Emma Walsh · Harbor Retail',
    role: 'client',
    email: 'emma.walsh@harbor-retail.example',
    gender: 'female',
  },
  {
    username: 'nova.bank',
    type: 'client',
    realName: '王芳 · Nova Bank',
    role: 'client',
    email: 'wang.fang@nova-bank.example',
    gender: 'female',
  },
  {
    username: 'quartz.mobility',
    type: 'client',
    realName: 'Daniel Okafor · Quartz Mobility',
    role: 'client',
    email: 'daniel.okafor@quartz.example',
    gender: 'male',
  },
  {
    username: 'meadow.foods',
    type: 'client',
    realName: '李娜 · Meadow Foods',
    role: 'client',
    email: 'li.na@meadow-foods.example',
    gender: 'female',
  },
];

/** Participants' names (given to sessions in turn) with the local part of their e-mail address. */
export const PARTICIPANT_NAMES: readonly { name: string; mail: string }[] = [
  { name: 'Amelia Brooks', mail: 'amelia.brooks' },
  { name: '刘洋', mail: 'liu.yang' },
  { name: 'Noah Patel', mail: 'noah.patel' },
  { name: '赵敏', mail: 'zhao.min' },
  { name: 'Chloe Martin', mail: 'chloe.martin' },
  { name: '孙浩', mail: 'sun.hao' },
  { name: 'Lucas Romero', mail: 'lucas.romero' },
  { name: '周婷', mail: 'zhou.ting' },
  { name: 'Hannah Kim', mail: 'hannah.kim' },
  { name: '吴磊', mail: 'wu.lei' },
  { name: 'Oliver Scott', mail: 'oliver.scott' },
  { name: '郑雪', mail: 'zheng.xue' },
  { name: 'Mia Fischer', mail: 'mia.fischer' },
  { name: '黄俊', mail: 'huang.jun' },
  { name: 'Ethan Reyes', mail: 'ethan.reyes' },
  { name: '何静', mail: 'he.jing' },
  { name: 'Grace Liu', mail: 'grace.liu' },
  { name: '马超', mail: 'ma.chao' },
  { name: 'Isla Murphy', mail: 'isla.murphy' },
  { name: '高颖', mail: 'gao.ying' },
  { name: 'Leo Novak', mail: 'leo.novak' },
  { name: '林涛', mail: 'lin.tao' },
  { name: 'Sofia Rossi', mail: 'sofia.rossi' },
  { name: '罗丹', mail: 'luo.dan' },
  { name: 'Jack Turner', mail: 'jack.turner' },
  { name: '谢雨', mail: 'xie.yu' },
  { name: 'Ava Lindqvist', mail: 'ava.lindqvist' },
  { name: '韩冰', mail: 'han.bing' },
  { name: 'Mateo Silva', mail: 'mateo.silva' },
  { name: '冯佳', mail: 'feng.jia' },
  { name: 'Zoe Adams', mail: 'zoe.adams' },
  { name: '曹阳', mail: 'cao.yang' },
  { name: 'Samuel Osei', mail: 'samuel.osei' },
  { name: '邓琪', mail: 'deng.qi' },
  { name: 'Ella Dubois', mail: 'ella.dubois' },
  { name: '袁博', mail: 'yuan.bo' },
];
