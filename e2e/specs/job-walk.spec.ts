// Issue 38, "every staff job can be found and finished": each account of the demo (`npm run demo`) signs in,
// opens every entry its menu holds by clicking the side menu only, and finishes the main job of each page that
// offers it one (walk-jobs.ts, walk-research-jobs.ts), seeing its effect. An account's menu is walked in parts,
// one test each, so that no test runs long on a busy machine; every part checks the account's whole menu is the
// union of its parts, so a page added to a menu fails here until a part opens it. The demo runs on a server of
// this spec's own (own-server.ts).
import { test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import * as job from './walk-jobs';
import * as research from './walk-research-jobs';
import { walkMenu, type Account, type Job } from './walk-support';

let server: OwnServer | undefined;

test.beforeAll(async () => {
  // The demo loads its sample data set before it listens: 20 s on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer('jobs', { CONSOLE_DEMO: '1' }, 90_000);
});

test.afterAll(() => server?.stop());

/** One test: the entries an account opens by clicking, in order. */
interface Part {
  account: Account;
  names: string[];
  does: string;
}

/** Each account's job per page; a page without one (a dashboard, a log, the permission tree) is only opened. */
const JOBS: Record<Account, Partial<Record<string, Job>>> = {
  admin: {
    ProjectMgtList: research.createProject,
    MeetingMinutes: research.writeMinutes('the admin reached the minutes from the menu'),
    ProjectList: research.seeAllProjects,
    AdminList: job.addAccount('walk.admin'),
    ModeratorList: job.addAccount('walk.moderator'),
    ClientList: job.addAccount('walk.client'),
    QuestionList: job.addQuestion('What did the walk find on each page?'),
    PictureItList: job.addPictureItSet('Walk set by the admin'),
    DemoTable: job.filterDemoTable,
    Permission: job.addPermissionDirectory,
    Role: job.addRole,
    Dict: job.addDictItem,
    Agreement: job.saveAgreementDraft,
    File: job.uploadFile,
    AuditLog: job.seeRoleAudited,
    ResetPassword: job.changePhoneThroughOutbox('+15550138038'),
  },
  'lin.chen': {
    MyProjects: research.moderateRetailStudy,
    MyMeetingMinutes: research.writeMinutes('the moderator found the minutes in the menu'),
    ProjectList: research.openOwnProjectReadOnly,
    QuestionList: job.addQuestion('Which aisle did you walk first?'),
    PictureItList: job.addPictureItSet('Walk set by the moderator'),
    DemoTable: job.filterDemoTable,
    ResetPassword: job.changePassword('lin.chen', 'a moderator walks every page of the console'),
  },
  'priya.nair': {
    MyProjects: research.readRetailMinutes,
    MyMeetingMinutes: research.readMinutes,
    ResetPassword: job.changePassword('priya.nair', 'a junior moderator walks the console too'),
  },
  'harbor.retail': {
    ProjectList: research.openClientResearch,
    ResetPassword: job.changePassword('harbor.retail', 'the client walks its own research only'),
  },
};

const PARTS: Part[] = [
  {
    account: 'admin',
    names: ['Workplace', 'ProjectMgtList', 'MyProjects', 'MyMeetingMinutes', 'MeetingMinutes', 'ProjectList'],
    does: 'creates a project on a labelled form and writes minutes',
  },
  {
    account: 'admin',
    names: ['AdminList', 'ModeratorList', 'ClientList', 'QuestionList', 'PictureItList', 'DemoTable'],
    does: 'adds an account to each staff list, a question and a Picture It set, and filters the demo table',
  },
  {
    account: 'admin',
    names: ['Permission', 'Role', 'Dict', 'Agreement', 'File', 'AuditLog'],
    does: 'adds a permission directory, a role (and sees it audited) and a dictionary item, saves an agreement draft and uploads a file',
  },
  {
    account: 'admin',
    names: ['VerifyCode', 'SmsOutbox', 'ResetPassword'],
    does: 'changes its phone number with the code read from the SMS outbox',
  },
  {
    account: 'lin.chen',
    names: ['Workplace', 'MyProjects', 'MyMeetingMinutes', 'ProjectList'],
    does: "writes a session's minutes from the project, and opens a project read-only from the Operation list",
  },
  {
    account: 'lin.chen',
    names: ['QuestionList', 'PictureItList', 'DemoTable', 'ResetPassword'],
    does: 'adds a question and a Picture It set, filters the demo table, and signs in with a new password',
  },
  {
    account: 'priya.nair',
    names: ['Workplace', 'MyProjects', 'MyMeetingMinutes', 'ResetPassword'],
    does: "reads a session's minutes from the project and the menu, and signs in with a new password",
  },
  {
    account: 'harbor.retail',
    names: ['Workplace', 'ProjectList', 'ResetPassword'],
    does: 'opens one of its own projects and a session read-only, and signs in with a new password',
  },
];

test.describe('every staff job can be found and finished (issue 38)', () => {
  for (const part of PARTS) {
    test(`${part.account} opens ${part.names.join(', ')} from the menu and ${part.does}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const menu = PARTS.filter((p) => p.account === part.account).flatMap((p) => p.names);
      await walkMenu(browser, server?.base ?? '', part.account, { menu, names: part.names, jobs: JOBS[part.account] });
    });
  }
});
