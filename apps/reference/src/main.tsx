// Arco's React 19 adapter must run before any Arco component renders.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@backoffice/console-ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createReferenceConsole } from './app/console';

const bundle = createReferenceConsole();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App bundle={bundle} />
  </StrictMode>,
);
