import { expect, test } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';

test.describe('a console in Chinese', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill('admin');
  });

  test('says a wrong password is wrong in Chinese', async ({ page }) => {
    await page.getByPlaceholder('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('form').getByRole('alert')).toHaveText('用户名或密码错误');
    await expect(page.getByText('Invalid username or password')).toHaveCount(0);
  });

  test('shows dates in Chinese', async ({ page }) => {
    await page.getByPlaceholder('密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto('/setting/smsOutbox');
    const sent = await page.request.post('/api/admin/verifyCode/send', {
      data: { phoneNumber: '+15550777777', purpose: 'changePhoneNumber' },
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(sent.ok()).toBe(true);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row', { name: /\+15550777777/ });
    await expect(row.getByRole('cell').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  });
});
