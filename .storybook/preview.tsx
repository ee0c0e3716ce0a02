import '@backoffice/console-ui/setup';
import '@arco-design/web-react/dist/css/arco.css';
import type { Preview } from '@storybook/react-vite';
import { StoryLocale } from '../packages/console-ui/src/testing/fixtures';

/**
 * Global Storybook parameters for console-ui. Stories bring their own console bundle (FakeConsoleStory); the
 * toolbar's Language switch shows every story, and every docs page, in English or Chinese.
 */
const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the console in the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English' },
          { value: 'zh-CN', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-US' },
  decorators: [
    (Story, context) => {
      const locale = context.globals.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
      // Keyed by language: each story's console is made once per mount, in the chosen language.
      return (
        <StoryLocale.Provider value={locale} key={locale}>
          <Story />
        </StoryLocale.Provider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'todo' },
  },
};

export default preview;
