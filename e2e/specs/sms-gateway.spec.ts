// Issue 38: a phone number change with the server configured for a real HTTP SMS gateway (SMS_GATEWAY_*), here
// the local fake gateway of e2e/sms/fake-gateway.ts, on a server of this spec's own (own-server.ts).
import { adminToken, call } from './admin-api';
import { expect, test } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { GATEWAY_BODY, startFakeSmsGateway, type FakeSmsGateway } from '../sms/fake-gateway';
import { startOwnServer, type OwnServer } from './own-server';
import { askForCode, finishPhoneChange, openSetting } from './phone-change';
import { signIn } from './session';

const SECRET = 'e2e-gateway-secret';
let gateway: FakeSmsGateway | undefined;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  gateway = await startFakeSmsGateway(SECRET);
  server = await startOwnServer('sms-gateway', {
    CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_SECRET: SECRET,
    SMS_GATEWAY_BODY: GATEWAY_BODY,
    SMS_GATEWAY_ATTEMPTS: '3',
    SMS_GATEWAY_BACKOFF_MS: '100',
  });
});

test.afterAll(async () => {
  server?.stop();
  await gateway?.stop();
});

test.describe('text messages through an HTTP SMS gateway', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  // The failing gateway's answer reaches the console as a 503, which Chromium logs.
  test.use({ allowedConsoleErrors: /the server responded with a status of 503/ });

  test.beforeEach(async ({ page }) => {
    await page.goto(`${server!.base}/login`);
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await openSetting(page, 'Change Password');
  });

  test('an admin changes their phone number with the code the gateway was sent', async ({ page }) => {
    await askForCode(page, '+15550123456');
    await expect(page.getByText('A code was sent to +15550123456; it is valid for 10 minutes.')).toBeVisible();

    // One try, with the secret, the body in the configured template.
    expect(gateway!.tries).toHaveLength(1);
    const [sent] = gateway!.tries;
    expect(sent).toMatchObject({ to: '+15550123456', authorized: true, status: 202 });
    const code = /verification code is (\d{6})/.exec(sent?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Delivered by the gateway, so the outbox holds nothing.
    await openSetting(page, 'SMS Outbox');
    await expect(page.getByText('No data')).toBeVisible();
    await expect(page.getByRole('row', { name: /\+15550123456/ })).toHaveCount(0);

    await openSetting(page, 'Change Password');
    await finishPhoneChange(page, code ?? '', '+15550123456');
  });

  test('a gateway answering 503 to every try: the user is told and the failure is audited', async ({ page, playwright }) => {
    gateway!.failWith(503);
    const before = gateway!.tries.length;
    await askForCode(page, '+15550987654');
    await expect(
      page.getByText('The text message could not be sent: the SMS service did not accept it. Try again in a minute.'),
    ).toBeVisible();
    await expect(page.getByText('A code was sent to +15550987654', { exact: false })).toHaveCount(0);
    // Three tries of one message: the same Idempotency-Key each time.
    const tries = gateway!.tries.slice(before);
    expect(tries.map((t) => t.status)).toEqual([503, 503, 503]);
    expect(new Set(tries.map((t) => t.idempotencyKey)).size).toBe(1);

    await openSetting(page, 'Audit Log');
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Failure' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const failure = page.locator('.arco-table').getByRole('row').filter({ hasText: '+15550987654' });
    await expect(failure).toHaveCount(1);
    await expect(failure).toContainText('verifyCode.send');
    await expect(failure).toContainText('Failure');
    // The detail (shortened in the table) names why, as the API gives it.
    const api = await playwright.request.newContext({ baseURL: server!.base });
    const audit = await call<{ list: { target: string | null; detail: string | null }[] }>(
      api,
      await adminToken(api),
      '/api/admin/audit/list',
      { action: 'verifyCode.send', outcome: 'failure' },
    );
    expect(audit.list.map((entry) => [entry.target, JSON.parse(entry.detail ?? '{}')])).toEqual([
      ['+15550987654', { purpose: 'changePhoneNumber', reason: 'refused', attempts: 3, status: 503 }],
    ]);
    await api.dispose();

    // The code was withdrawn: once the gateway takes messages again, the user asks again at once.
    gateway!.failWith(undefined);
    await openSetting(page, 'Change Password');
    await askForCode(page, '+15550987654');
    await expect(page.getByText('A code was sent to +15550987654; it is valid for 10 minutes.')).toBeVisible();
    expect(gateway!.tries.at(-1)).toMatchObject({ to: '+15550987654', status: 202 });
  });
});
