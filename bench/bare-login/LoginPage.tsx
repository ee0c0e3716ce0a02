import { Button, Form, Input, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

interface Credentials {
  username: string;
  password: string;
}

/** A login form with validation; on success it keeps the name and shows the home page. */
export function LoginPage() {
  const [form] = Form.useForm<Credentials>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: Credentials) => {
    setLoading(true);
    setError('');
    try {
      const response = await fetch('/api/admin/land/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await response.json()) as {
        code: number;
        message: string;
        result?: { userInfo?: { realName?: string; username?: string } };
      };
      if (body.code !== 200) throw new Error(body.message);
      const name = body.result?.userInfo?.realName || body.result?.userInfo?.username || values.username;
      sessionStorage.setItem('name', name);
      navigate('/home');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <main style={{ maxWidth: 360, margin: '15vh auto' }}>
      <Typography.Title heading={4}>Sign in</Typography.Title>
      <Form form={form} layout="vertical" onSubmit={submit} aria-label="Sign in">
        <Form.Item field="username" rules={[{ required: true, message: 'Username cannot be empty' }]}>
          <Input placeholder="Username" />
        </Form.Item>
        <Form.Item field="password" rules={[{ required: true, message: 'Password cannot be empty' }]}>
          <Input.Password placeholder="Password" />
        </Form.Item>
        {error ? (
          <Typography.Text type="error" role="alert">
            {error}
          </Typography.Text>
        ) : null}
        <Button type="primary" htmlType="submit" long loading={loading}>
          Login
        </Button>
      </Form>
    </main>
  );
}
