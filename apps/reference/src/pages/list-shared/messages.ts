// Strings of the lists' shared bulk actions (list-shared/bulkActions.ts).
export const listSharedMessages = {
  'en-US': {
    'listShared.bulk.done': '{{action}}: {{count}} done',
    'listShared.bulk.refused': '{{count}} refused: {{reasons}}',
    'listShared.bulk.refusal': '#{{id}} {{message}}',
  },
  'zh-CN': {
    'listShared.bulk.done': '{{action}}：已完成 {{count}} 项',
    'listShared.bulk.refused': '{{count}} 项被拒绝：{{reasons}}',
    'listShared.bulk.refusal': '#{{id}} {{message}}',
  },
};
