// Meeting minutes of a session: transcript segments, saving, export (POST /api/admin/minutes/*, /myMinutes/*).
import { defineApiModule, hiddenEntry } from '../api-module.js';
import { MINUTES_MY_OPERATIONS, MINUTES_OPERATIONS } from './operations.js';
import * as m061 from './migrations/061_meeting_minutes.js';
import { minutesRoutes } from './routes.js';
import type { MinutesTables } from './tables.js';

/** The meeting minutes module. */
export const minutesModule = defineApiModule({
  name: 'minutes',
  tables: ['meeting_minutes', 'minutes_segments'] satisfies (keyof MinutesTables)[],
  migrations: { '061_meeting_minutes': m061 },
  menus: [
    {
      directory: 'projectMgt',
      path: 'myMeetingMinutes',
      titles: { 'en-US': 'My Meeting Minutes', 'zh-CN': '我的会议纪要' },
      name: 'MyMeetingMinutes',
      order: 13,
      ...hiddenEntry('projectMgt/meetingMinutes', 'MyProjects'),
      operations: MINUTES_MY_OPERATIONS,
    },
    {
      directory: 'projectMgt',
      path: 'meetingMinutes',
      titles: { 'en-US': 'Meeting Minutes', 'zh-CN': '会议纪要' },
      name: 'MeetingMinutes',
      order: 14,
      ...hiddenEntry('projectMgt/meetingMinutes', 'ProjectMgtList'),
      operations: MINUTES_OPERATIONS,
    },
  ],
  routes: minutesRoutes,
});
