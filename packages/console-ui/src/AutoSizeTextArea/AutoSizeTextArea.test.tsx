import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './AutoSizeTextArea.stories';

const { Empty, WithText, InAForm } = composeStories(stories);

/** jsdom lays nothing out: give textareas a line height and a scroll height that follows their line count. */
function fakeLayout(): () => void {
  const computed = window.getComputedStyle;
  const textarea = {
    lineHeight: '20px',
    fontSize: '14px',
    paddingTop: '4px',
    paddingBottom: '4px',
    borderTopWidth: '1px',
    borderBottomWidth: '1px',
    boxSizing: 'border-box',
  };
  const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
    element instanceof HTMLTextAreaElement
      ? ({
          ...textarea,
          getPropertyValue: (name: string) => (name === 'box-sizing' ? 'border-box' : ''),
        } as unknown as CSSStyleDeclaration)
      : computed(element, pseudo),
  );
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLTextAreaElement) {
      return this.value.split('\n').length * 20 + 8;
    },
  });
  return () => {
    spy.mockRestore();
    if (descriptor) Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', descriptor);
    else delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
  };
}

describe('AutoSizeTextArea', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = fakeLayout();
  });
  afterEach(() => restore());

  it('is minRows high when empty and grows with each line up to maxRows, then scrolls', async () => {
    const user = setupUser();
    render(<Empty />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' });
    // 2 lines of 20px plus 8px padding and 2px border.
    expect(box.style.height).toBe('50px');
    await user.type(box, 'one{Enter}two{Enter}three');
    expect(box.style.height).toBe('70px');
    expect(box.style.overflowY).toBe('hidden');
    await user.type(box, '{Enter}4{Enter}5{Enter}6{Enter}7');
    expect(box.style.height).toBe('110px');
    expect(box.style.overflowY).toBe('auto');
  });

  it('fits text it starts with, and a value a form fills in', () => {
    const { unmount } = render(<WithText />);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' }).style.height).toBe('70px');
    unmount();
    render(<InAForm />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' });
    expect(box.value).toBe('Moderates the spring study\nand its follow-up');
    expect(box.style.height).toBe('50px');
  });

  it('never writes a style attribute, which a strict Content-Security-Policy would block', async () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const user = setupUser();
    render(<Empty />);
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'a{Enter}b{Enter}c');
    expect(setAttribute.mock.calls.filter(([name]) => name === 'style')).toEqual([]);
    setAttribute.mockRestore();
  });
});
