import { expect, type Page } from './fixtures';

/**
 * Selects the node labelled `label` in the permission tree of /setting/permission. While a branch expands, Arco's
 * tree animates a copy of its nodes (it may start after a first look finds one node, on a busy machine): the click
 * waits until no animation runs and exactly one node is there, trying again until so.
 */
export async function selectTreeNode(page: Page, label: string): Promise<void> {
  const node = page.locator('.arco-tree').getByText(label, { exact: true });
  await expect(async () => {
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expect(node).toHaveCount(1, { timeout: 500 });
    await node.click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
