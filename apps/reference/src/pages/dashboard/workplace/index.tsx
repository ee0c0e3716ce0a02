import { Card, Descriptions, Space, Tag, Typography } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useSession, useSettings, useT } from '@backoffice/console-ui';

/** The opening tab: a greeting, the signed-in account and shortcuts to the menu the server granted. */
export default function WorkplacePage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const menu = useSettings((s) => s.serverMenu);
  const shortcuts = menu
    .filter((node) => node.isShow !== 0)
    .flatMap((node) => (node.children ?? []).filter((c) => c.isShow !== 0).map((c) => ({ node, child: c })))
    .slice(0, 12);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title heading={5}>{t('workplace.welcome', { name: user.realName || user.username || '' })}</Typography.Title>
      <Card title={t('workplace.account')}>
        <Descriptions
          column={1}
          data={[
            { label: t('workplace.account.username'), value: user.username ?? '' },
            { label: t('workplace.account.type'), value: user.type ?? '' },
            {
              label: t('workplace.account.roles'),
              value: (
                <Space>
                  {(user.roleList ?? []).map((role) => (
                    <Tag key={role} color="arcoblue">
                      {role}
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('workplace.shortcuts')}>
        <Space wrap>
          {shortcuts.map(({ node, child }) => (
            <Tag key={`${node.path}/${child.path}`} checkable checked={false} onCheck={() => navigate(`/${node.path}/${child.path}`)}>
              {t(child.title)}
            </Tag>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
