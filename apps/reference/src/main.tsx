// Arco's React 19 adapter and the kit's stylesheet, before any Arco component renders.
import '@backoffice/console-ui/setup';
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
