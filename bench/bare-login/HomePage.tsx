import { Typography } from '@arco-design/web-react';

/** The page after signing in: a greeting with the name the server answered. */
export function HomePage() {
  return (
    <main style={{ maxWidth: 600, margin: '10vh auto' }}>
      <Typography.Title heading={5}>Welcome back, {sessionStorage.getItem('name') ?? ''}</Typography.Title>
    </main>
  );
}
