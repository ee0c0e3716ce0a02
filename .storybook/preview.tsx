import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '../packages/console-ui/src/styles/console-ui.css';
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
