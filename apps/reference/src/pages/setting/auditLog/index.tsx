import { useState } from 'react';
import { Card, Tabs } from '@arco-design/web-react';
import { useOperation, useT } from '@backoffice/console-ui';
import { AuditTable } from './AuditTable';
import { SessionTable } from './SessionTable';

/** setting/auditLog: the audit log and, in a second tab, the active sign-ins. */
export default function AuditLogPage() {
  const t = useT();
  const canAudit = useOperation('audit:list');
  const canSessions = useOperation('authSession:list');
  const [tab, setTab] = useState(canAudit ? 'log' : 'sessions');
  return (
    <Card>
      <Tabs activeTab={tab} onChange={setTab} lazyload>
        {canAudit && (
          <Tabs.TabPane key="log" title={t('auditLog.tab.log')}>
            <AuditTable />
          </Tabs.TabPane>
        )}
        {canSessions && (
          <Tabs.TabPane key="sessions" title={t('auditLog.tab.sessions')}>
            <SessionTable />
          </Tabs.TabPane>
        )}
      </Tabs>
    </Card>
  );
}
