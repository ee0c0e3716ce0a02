import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { FakeConsoleStory, type FakeConsoleOptions } from './fixtures';

/** The path the console's router is at, shown so that a story's test sees where a button led. */
function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/**
 * A story's `render` for a whole-page component (403, not found): the page at `path` in a fake console, the
 * router's path below it.
 * @example
 * export const Chinese: Story = { render: pageAtPath(ForbiddenPage, '/forbidden', { locale: 'zh-CN' }) };
 */
export function pageAtPath<P extends object>(Page: ComponentType<P>, path: string, options?: FakeConsoleOptions) {
  return function PageAtPath(args: P) {
    return (
      <FakeConsoleStory path={path} {...(options ? { options } : {})}>
        <Page {...args} />
        <Path />
      </FakeConsoleStory>
    );
  };
}
