import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Menu } from '@arco-design/web-react';
import { DeferredDropdown } from './DeferredDropdown';
import { LayoutPaintedContext } from './LayoutPainted';

/** A user menu behind a DeferredDropdown, in a first render that is (`painted`) or is not yet on screen. */
function UserMenu({ painted }: { painted: boolean }) {
  return (
    <LayoutPaintedContext.Provider value={painted}>
      <DeferredDropdown
        droplist={() => (
          <Menu>
            <Menu.Item key="logout">Logout</Menu.Item>
          </Menu>
        )}
        position="bl"
      >
        <Button>User menu</Button>
      </DeferredDropdown>
    </LayoutPaintedContext.Provider>
  );
}

const meta = {
  title: 'Console/DeferredDropdown',
  component: UserMenu,
  args: { painted: false },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before its first render is painted: the trigger alone (a click still opens the menu). */
export const BeforePaint: Story = {};
/** Once painted: the dropdown. */
export const Painted: Story = { args: { painted: true } };
