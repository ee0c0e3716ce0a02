import type { Locale } from '@backoffice/console-core';
import { loginMessages } from './login/messages';
import { workplaceMessages } from './dashboard/workplace/messages';
import { unavailableMessages } from './unavailable/messages';
import { roleMessages } from './setting/role/messages';
import { permissionMessages } from './setting/permission/messages';
import { auditLogMessages } from './setting/auditLog/messages';
import { staffMessages } from './staff-shared/messages';
import { resetPasswordMessages } from './setting/resetPassword/messages';
import { verifyCodeMessages } from './setting/verifyCode/messages';
import { msLoginMessages } from './mslogin/messages';
import { bindingUserMessages } from './bindingUser/messages';
import { msAccountMessages } from './setting/resetPassword/msAccountMessages';
import { projectMgtMessages } from './projectMgt/shared/messages';
import { dictMessages } from './setting/dict/messages';
import { dictItemMessages } from './setting/dictItem/messages';
import { agreementMessages } from './setting/agreement/messages';
import { fileMessages } from './setting/file/messages';
import { questionMessages } from './question/questionList/messages';
import { pictureItMessages } from './pictureIt/pictureItList/messages';
import { meetingMinutesMessages } from './projectMgt/meetingMinutes/messages';
import { demoTableMessages } from './demo/demo-table/messages';

/** The strings of every page, in en-US and zh-CN, registered with the console's i18n. */
export const pageMessages: Record<Locale, Record<string, string>>[] = [loginMessages, workplaceMessages, unavailableMessages, roleMessages, permissionMessages, auditLogMessages, staffMessages, resetPasswordMessages, verifyCodeMessages, msLoginMessages, bindingUserMessages, msAccountMessages, projectMgtMessages, dictMessages, dictItemMessages, agreementMessages, fileMessages, questionMessages, pictureItMessages, meetingMinutesMessages, demoTableMessages];
