// A bare Vite + React 19 + react-router 7 + Arco login form: the baseline of the benchmarks.
// Signing in does one real request to the server's login route, as the console does.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { HomePage } from './HomePage';

const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <HomePage /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
