// The projects of the sample data set, one per research brief, in every status. Names and
// descriptions carry English and Chinese, as staff of both languages read the same records.
import type { ProjectStatus } from '../modules/project/tables.js';

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

const SHANGHAI = { zone: 'Asia/Shanghai', city: { en: 'Shanghai', zh: '上海' } } as const;
const LONDON = { zone: 'Europe/London', city: { en: 'London', zh: '伦敦' } } as const;
const NEW_YORK = { zone: 'America/New_York', city: { en: 'New York', zh: '纽约' } } as const;

/** The projects, in creation order. */
export const SAMPLE_PROJECTS: readonly SampleProject[] = [
  {
    code: 'RET-SHOP',
    name: 'Retail shopper study / 零售购物者研究',
    status: 'active',
    ...SHANGHAI,
    description: 'How families choose a grocery store and move through its aisles.\n家庭如何选择超市以及在货架间的购物路径。',
    client: 'harbor.retail',
    moderators: ['lin.chen', 'priya.nair'],
    members: [],
    startDay: -62,
    endDay: 30,
    sessionDays: [-55, -41, -27, -20, -13, -6, 0, 2, 9, 16],
    questions: [1, 2, 3, 5, 12],
  },
  {
    code: 'BNK-ONBOARD',
    name: 'Mobile banking onboarding / 手机银行开户体验',
    status: 'active',
    ...SHANGHAI,
    description: 'Where new customers stall while opening an account in the app.\n新客户在应用内开户时在哪些步骤受阻。',
    client: 'nova.bank',
    moderators: ['wei.zhang'],
    members: [],
    startDay: -48,
    endDay: 24,
    sessionDays: [-44, -37, -30, -16, -9, -2, 0, 3, 10],
    questions: [4, 7, 8, 11, 12],
  },
  {
    code: 'MOB-SCOOT',
    name: 'Electric scooter commuters / 电动滑板车通勤者',
    status: 'active',
    ...LONDON,
    description: 'Daily routines of commuters who switched from buses to shared scooters.\n从公交改用共享滑板车的通勤者的日常。',
    client: 'quartz.mobility',
    moderators: ['sarah.miller'],
    members: [],
    startDay: -40,
    endDay: 35,
    sessionDays: [-36, -29, -22, -15, -8, -1, 1, 8, 15],
    questions: [3, 7, 8, 9],
  },
  {
    code: 'FOOD-SNACK',
    name: 'Plant-based snacks concept test / 植物基零食概念测试',
    status: 'active',
    ...LONDON,
    description: 'Three pack designs and claims for a new snack line, tested with parents.\n与家长一起测试新零食系列的三种包装和宣传语。',
    client: 'meadow.foods',
    moderators: ['sarah.miller', 'lin.chen'],
    members: [],
    startDay: -26,
    endDay: 21,
    sessionDays: [-23, -17, -10, -4, 1, 4, 11],
    questions: [1, 6, 10, 3],
  },
  {
    code: 'HLT-TELE',
    name: 'Telehealth follow-up visits / 远程医疗复诊体验',
    status: 'active',
    ...NEW_YORK,
    description: 'What patients expect from a video follow-up and what makes them trust it.\n患者对视频复诊的期待以及建立信任的因素。',
    client: 'nova.bank',
    moderators: ['wei.zhang', 'priya.nair'],
    members: [],
    startDay: -18,
    endDay: 45,
    sessionDays: [-14, -7, -3, 2, 5, 12, 19, 26],
    questions: [4, 7, 11, 12],
  },
  {
    code: 'RET-LOYAL',
    name: 'Loyalty app redesign / 会员应用改版',
    status: 'closed',
    ...SHANGHAI,
    description: 'Reactions to a simpler points screen and a new rewards catalogue.\n用户对简化积分页面和新奖励目录的反应。',
    client: 'harbor.retail',
    moderators: ['lin.chen'],
    members: [],
    startDay: -84,
    endDay: -20,
    sessionDays: [-80, -73, -66, -52, -38, -24],
    questions: [2, 8, 10, 11],
  },
  {
    code: 'FOOD-COFFEE',
    name: 'Coffee subscription churn / 咖啡订阅流失研究',
    status: 'closed',
    ...LONDON,
    description: 'Why subscribers pause or cancel after the third delivery.\n订阅者为何在第三次配送后暂停或取消。',
    client: 'meadow.foods',
    moderators: ['sarah.miller'],
    members: [],
    startDay: -76,
    endDay: -28,
    sessionDays: [-72, -65, -51, -44, -31],
    questions: [7, 10, 3],
  },
  {
    code: 'HOME-SMART',
    name: 'Smart home setup diaries / 智能家居安装日记',
    status: 'closed',
    ...NEW_YORK,
    description: 'A week of setting up sensors and hubs at home, told in interviews.\n通过访谈记录在家安装传感器和网关的一周。',
    client: 'quartz.mobility',
    moderators: ['wei.zhang'],
    members: [],
    startDay: -70,
    endDay: -12,
    sessionDays: [-67, -53, -39, -25, -14],
    questions: [3, 8, 11, 12],
  },
  {
    code: 'FOOD-PACK',
    name: 'Grocery delivery packaging / 生鲜配送包装',
    status: 'archived',
    ...SHANGHAI,
    description: 'Which packaging keeps produce fresh and is easy to recycle.\n哪种包装既能保持生鲜新鲜又便于回收。',
    client: 'meadow.foods',
    moderators: ['lin.chen'],
    members: [],
    startDay: -150,
    endDay: -95,
    sessionDays: [-146, -132, -118, -104],
    questions: [6, 10, 3],
  },
  {
    code: 'MED-STREAM',
    name: 'Streaming bundle pricing / 流媒体套餐定价',
    status: 'archived',
    ...NEW_YORK,
    description: 'How households compare bundles and decide what a fair price is.\n家庭如何比较套餐并判断合理的价格。',
    client: 'quartz.mobility',
    moderators: ['sarah.miller'],
    members: [],
    startDay: -130,
    endDay: -88,
    sessionDays: [-126, -112, -98, -91],
    questions: [1, 2, 8],
  },
  {
    code: 'INS-CLAIMS',
    name: 'Travel insurance claims / 旅行保险理赔',
    status: 'draft',
    ...LONDON,
    description: 'Planned: travellers walk through filing a claim after a delayed flight.\n计划中：旅客演示航班延误后的理赔流程。',
    client: 'nova.bank',
    moderators: ['sarah.miller'],
    members: [],
    startDay: 14,
    endDay: 60,
    sessionDays: [18],
    questions: [4, 7],
  },
  {
    code: 'EDU-TABLET',
    name: "Kids' learning tablet / 儿童学习平板",
    status: 'draft',
    ...SHANGHAI,
    description: 'Planned: parents and children try a learning tablet at home.\n计划中：家长和孩子在家试用学习平板。',
    client: 'harbor.retail',
    moderators: ['lin.chen'],
    members: [],
    startDay: 21,
    endDay: 75,
    sessionDays: [],
    questions: [],
  },
];
