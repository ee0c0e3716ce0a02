// Arco's CommonJS build is what vitest loads; its React 19 adapter must run before any Arco component.
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
