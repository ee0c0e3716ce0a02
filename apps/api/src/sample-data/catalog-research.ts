// The question bank, Picture It sets and meeting-minutes phrases of the sample data set, in English
// and Chinese. Question numbers (1-based) are what catalog-projects.ts refers to.
import type { QuestionType } from '../modules/question/tables.js';

/** A question of the bank. */
export interface SampleQuestion {
  text: string;
  type: QuestionType;
  options?: readonly [string, string][];
  rating?: { scale: number; low: string; high: string };
  /** Picture It set number (1-based). */
  pictureSet?: 1 | 2;
  tags: readonly string[];
  enabled?: false;
}

/** The question bank, in creation order. */
export const SAMPLE_QUESTIONS: readonly SampleQuestion[] = [
  {
    text: 'How often do you shop for groceries in a store? / 您多久去实体店购买一次日用品？',
    type: 'single_choice',
    tags: ['shopping', 'warm-up'],
    options: [
      ['Every week / 每周', 'weekly'],
      ['Every two weeks / 每两周', 'biweekly'],
      ['Every month / 每月', 'monthly'],
      ['Rarely / 很少', 'rarely'],
    ],
  },
  {
    text: 'Where do you compare prices before buying? / 购买前您在哪里比价？',
    type: 'multiple_choice',
    tags: ['shopping'],
    options: [
      ['On the shelf / 货架上', 'shelf'],
      ['Shopping apps / 购物应用', 'apps'],
      ['Social media / 社交媒体', 'social'],
      ['Friends and family / 亲友', 'friends'],
    ],
  },
  {
    text: 'Tell us about the last time you tried something new. / 请讲讲您最近一次尝试新事物的经历。',
    type: 'open_text',
    tags: ['warm-up'],
  },
  {
    text: 'How easy was it to get started? / 开始使用有多容易？',
    type: 'rating',
    tags: ['onboarding'],
    rating: { scale: 5, low: 'Very hard / 非常困难', high: 'Very easy / 非常容易' },
  },
  {
    text: 'Which shelf feels most like your local store? / 哪个货架最像您常去的商店？',
    type: 'picture_it',
    pictureSet: 1,
    tags: ['shopping', 'concept'],
  },
  { text: 'Which pack catches your eye first? / 哪个包装最先吸引您？', type: 'picture_it', pictureSet: 2, tags: ['food', 'concept'] },
  { text: 'What would make you switch to another provider? / 什么会让您换一家服务商？', type: 'open_text', tags: ['loyalty'] },
  {
    text: 'How likely are you to recommend it to a friend? / 您向朋友推荐的可能性有多大？',
    type: 'rating',
    tags: ['loyalty'],
    rating: { scale: 10, low: 'Not at all / 完全不会', high: 'Certainly / 一定会' },
  },
  {
    text: 'How do you usually get to work? / 您通常如何通勤？',
    type: 'single_choice',
    tags: ['mobility', 'warm-up'],
    options: [
      ['Car / 开车', 'car'],
      ['Bus or metro / 公交或地铁', 'transit'],
      ['Bike or scooter / 自行车或滑板车', 'micro'],
      ['On foot / 步行', 'walk'],
    ],
  },
  {
    text: 'What matters most in a subscription? / 订阅服务中什么最重要？',
    type: 'multiple_choice',
    tags: ['food', 'loyalty'],
    options: [
      ['Price / 价格', 'price'],
      ['Pausing any time / 随时暂停', 'pause'],
      ['Quality / 品质', 'quality'],
      ['Fast delivery / 配送速度', 'delivery'],
    ],
  },
  {
    text: 'Describe a moment the service let you down. / 请描述一次服务让您失望的时刻。',
    type: 'open_text',
    tags: ['onboarding', 'loyalty'],
  },
  {
    text: 'How comfortable are you sharing your data? / 您对分享个人数据有多放心？',
    type: 'rating',
    tags: ['privacy'],
    rating: { scale: 5, low: 'Not at all / 完全不放心', high: 'Completely / 完全放心' },
  },
  {
    text: 'Draw your ideal checkout on paper. (retired) / 在纸上画出理想的结账流程。（已停用）',
    type: 'open_text',
    tags: ['shopping'],
    enabled: false,
  },
];

/** A Picture It set: its images are generated (png.ts) from the colours given. */
export interface SamplePictureSet {
  name: string;
  instructions: string;
  /** Shelf bars or a pack shape on each image. */
  motif: 'shelf' | 'pack';
  images: readonly { caption: string; file: string; colors: readonly Rgb[] }[];
}

/** A colour: red, green and blue from 0 to 255. */
type Rgb = readonly [number, number, number];

/** An image of a set: its caption, its file's name, and its light and dark colours (the background and the motif). */
function image(caption: string, file: string, light: Rgb, dark: Rgb): SamplePictureSet['images'][number] {
  return { caption, file, colors: [light, dark] };
}

/** The Picture It sets, in creation order. */
export const SAMPLE_PICTURE_SETS: readonly SamplePictureSet[] = [
  {
    name: 'Store shelf moods / 货架氛围',
    motif: 'shelf',
    instructions:
      'Look at each shelf and say which feels closest to your local store, and why.\n请逐一查看货架，说出哪一个最接近您常去的商店，并说明原因。',
    images: [
      image('Bright and tidy / 明亮整洁', 'shelf-bright.png', [236, 244, 255], [88, 140, 230]),
      image('Warm wood / 温暖木质', 'shelf-wood.png', [250, 236, 214], [160, 98, 52]),
      image('Discount stacks / 折扣堆头', 'shelf-discount.png', [255, 244, 200], [230, 70, 60]),
      image('Premium boutique / 精品陈列', 'shelf-premium.png', [40, 40, 52], [210, 180, 110]),
    ],
  },
  {
    name: 'Snack pack concepts / 零食包装概念',
    motif: 'pack',
    instructions: 'Pick the pack you would reach for first on a busy shelf.\n请选出在拥挤的货架上您会最先拿起的包装。',
    images: [
      image('Leaf green / 叶绿', 'pack-green.png', [232, 246, 228], [64, 150, 80]),
      image('Sunset orange / 日落橙', 'pack-orange.png', [255, 240, 224], [236, 120, 40]),
      image('Night blue / 夜蓝', 'pack-blue.png', [226, 232, 248], [40, 56, 120]),
    ],
  },
];

/** Sentences of minutes and transcripts; `{en}` and `{zh}` are the project's name in each language. */
export const MINUTES_PHRASES = {
  summaries: [
    'In this {en} session, participants agreed that trust is built in small moments. / 在本次{zh}场次中，参与者认同信任来自细节。',
    'The group compared habits for the {en}; convenience came up more than price. / 小组在{zh}中比较了各自的习惯，便利性比价格被提及得更多。',
    'Strong reactions to the first concept of the {en}; the second felt familiar and safe. / {zh}的第一个概念引起强烈反应，第二个让人觉得熟悉、安心。',
  ],
  keyPoints: [
    'Convenience beats price for most / 多数人认为便利比价格更重要',
    'Clear labels build trust / 清晰的标签能建立信任',
    'Waiting without feedback frustrates / 没有反馈的等待令人沮丧',
    'Friends’ advice weighs more than ads / 朋友的建议比广告更有分量',
    'People want to pause, not cancel / 用户希望暂停而不是取消',
    'First impressions form within seconds / 第一印象在几秒内形成',
  ],
  moderatorLines: [
    'Thanks for joining. Let us start with a quick round of introductions. / 感谢参加，我们先简单自我介绍一下。',
    'What was the last thing that surprised you here? / 最近一次让您意外的是什么？',
    'Could you say more about that? / 能具体说说吗？',
    'Let us look at the next picture together. / 我们一起看下一张图片。',
  ],
  participantLines: [
    'I mostly decide in the moment, if it is easy to find. / 我通常当场决定，只要容易找到。',
    'Honestly the price matters less than saving time. / 说实话，价格没有节省时间重要。',
    'I stopped when the app asked for the same details twice. / 应用第二次要求填写相同信息时我就放弃了。',
    'My sister recommended it, so I trusted it straight away. / 我姐姐推荐的，所以我马上就信任了。',
    'The green one looks fresher to me. / 我觉得绿色的看起来更新鲜。',
  ],
} as const;
