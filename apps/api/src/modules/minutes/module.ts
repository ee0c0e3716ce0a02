// Meeting minutes of a session: transcript segments, saving, export (POST /api/admin/minutes/*, /myMinutes/*).
import { defineApiModule, menuEntry } from '../api-module.js';
import { MINUTES_MY_OPERATIONS, MINUTES_OPERATIONS } from './operations.js';
import * as m061 from './migrations/061_meeting_minutes.js';
import * as m117 from './migrations/117_minutes_menu_entries.js';
import { minutesRoutes } from './routes.js';
import type { MinutesTables } from './tables.js';

/** The meeting minutes module. */
export const minutesModule = defineApiModule({
  name: 'minutes',
  tables: ['meeting_minutes', 'minutes_segments'] satisfies (keyof MinutesTables)[],
  migrations: { '061_meeting_minutes': m061, '117_minutes_menu_entries': m117 },
  menus: [
    menuEntry('projectMgt/myMeetingMinutes', 'MyMeetingMinutes', 13, ['My Meeting Minutes', '我的会议纪要'], {
      component: 'projectMgt/meetingMinutes',
      operations: MINUTES_MY_OPERATIONS,
    }),
    menuEntry('projectMgt/meetingMinutes', 'MeetingMinutes', 14, ['Meeting Minutes', '会议纪要'], { operations: MINUTES_OPERATIONS }),
  ],
  routes: minutesRoutes,
});
