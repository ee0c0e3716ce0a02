import type { Locale } from '@backoffice/console-core';

/**
 * The fixture console's menu titles (FAKE_MENU and FIXTURE_TABS), in both languages: what a real console
 * registers with its own menu, since the kit carries no console's menu titles.
 * @example
 * createConsole({ resources: [FIXTURE_MESSAGES] });
 */
export const FIXTURE_MESSAGES: Record<Locale, Record<string, string>> = {
  'en-US': {
    'menu.dashboard': 'Dashboard',
    'menu.dashboard.workplace': 'Data Overview',
    'menu.projectMgt': 'Project Management',
    'menu.projectMgt.projectList': 'Projects',
    'menu.projectMgt.myProjects': 'My Projects',
    'menu.projectMgt.projectMyDetail': 'My Project Detail',
    'menu.setting': 'Settings',
    'menu.setting.role': 'Roles',
    'menu.setting.dict': 'Dictionaries',
  },
  'zh-CN': {
    'menu.dashboard': '仪表盘',
    'menu.dashboard.workplace': '数据概览',
    'menu.projectMgt': '项目管理',
    'menu.projectMgt.projectList': '项目列表',
    'menu.projectMgt.myProjects': '我的项目',
    'menu.projectMgt.projectMyDetail': '我的项目详情',
    'menu.setting': '系统设置',
    'menu.setting.role': '角色管理',
    'menu.setting.dict': '字典管理',
  },
};
