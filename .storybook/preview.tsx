import '@backoffice/console-ui/setup';
import '@arco-design/web-react/dist/css/arco.css';
import type { Preview } from '@storybook/react-vite';

/** Global Storybook parameters for console-ui. Stories bring their own console bundle via decorators. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'todo' },
  },
};

export default preview;
