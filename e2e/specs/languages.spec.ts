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

  // A morning time shows as 04:39, not 4:39 (a 24-hour clock keeps two digits of hour), whatever hour the suite runs at.
  test('shows dates in Chinese', async ({ page }, testInfo) => {
    // A number of its own on a retry: a number just sent a code to must wait before the next one.
    const phoneNumber = `+1555077777${testInfo.retry}`;
    await page.getByPlaceholder('密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto('/setting/smsOutbox');
    const sent = await page.request.post('/api/admin/verifyCode/send', {
      data: { phoneNumber, purpose: 'changePhoneNumber' },
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row', { name: phoneNumber });
    await expect(row.getByRole('cell').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  });
});
