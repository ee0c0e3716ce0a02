// Two-step verification in the browser (issue 36): a user enrols an authenticator app on their own-account page
// (the test computes the codes from the key shown, as the app would), signs out and back in with password and
// code; a wrong code is refused; a recovery code works once; and a user whose role requires a second factor is
// taken to enrolment right after the password, with nothing else opening until they enrol.
import { generate } from 'otplib';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

const PASSWORD = 'two steps are safer';

/** Adds a moderator (with `extraRoles` too) through the API as the admin. */
async function addModerator(request: APIRequestContext, username: string, extraRoles: string[] = []): Promise<void> {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.result.token as string}` };
  for (const code of extraRoles) {
    const role = { code, name: 'E2E two-step', secondFactorRequired: true };
    expect((await (await request.post('/api/admin/role/add', { data: role, headers })).json()).code).toBe(200);
  }
  const data = { type: 'moderator', username, password: PASSWORD, realName: 'Two-step E2E', roleCodes: ['moderator', ...extraRoles] };
  expect((await (await request.post('/api/admin/user/add', { data, headers })).json()).code).toBe(200);
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Sets up the authenticator from the key shown in `scope` and answers it and the recovery codes shown once. */
async function enrol(page: Page | Locator): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel('Verification code', { exact: true }).fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  return { secret, codes: (await codes.allInnerTexts()).map((c) => c.trim()) };
}

async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
}

test('a user enrols an authenticator, then signs in with password and code; a wrong code is refused; a recovery code works once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await addModerator(request, 'e2e-two-step');
  await page.goto('/login');
  await signIn(page, 'e2e-two-step', PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  await page.goto('/setting/resetPassword');
  // The own-account page's two-step section (its phone form has a verification code of its own).
  const section = page.locator('.bo-tab-view:visible .arco-card').filter({ has: page.getByText('Two-step verification', { exact: true }) });
  const { secret, codes } = await enrol(section);

  await signOut(page);
  await signIn(page, 'e2e-two-step', PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  const wrong = (await codeFor(secret, 1)) === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The enrolment spent this 30-second step's code: the app's next one is taken (the server allows one step of drift).
  await page.getByLabel('Verification code', { exact: true }).fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);

  for (const outcome of ['signed in', 'refused'] as const) {
    await signOut(page);
    await signIn(page, 'e2e-two-step', PASSWORD);
    await page.getByText('Use a recovery code').click();
    await page.getByLabel('Recovery code', { exact: true }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    if (outcome === 'signed in') await expect(page).toHaveURL(/\/dashboard\/workplace/);
    else await expect(page.getByText('Invalid verification code').first()).toBeVisible();
  }
});

test('a role that requires a second factor takes a user without one to enrolment, and nothing else opens until then', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await addModerator(request, 'e2e-two-step-held', ['e2e-two-step-required']);
  await page.goto('/login');
  await signIn(page, 'e2e-two-step-held', PASSWORD);
  await expect(page).toHaveURL(/\/twoStepEnrol/);
  await expect(page.getByText('Your role requires two-step verification')).toBeVisible();
  for (const elsewhere of ['/dashboard/workplace', '/setting/resetPassword', '/moderator/moderatorList']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL(/\/twoStepEnrol/);
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await request.post('/api/admin/self/signIns/list', { data: {}, headers: { authorization: `Bearer ${token ?? ''}` } });
  expect((await refused.json()).code).toBe(403);

  await enrol(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  await page.goto('/setting/resetPassword');
  await expect(page).toHaveURL(/\/setting\/resetPassword/);
});

test("a passkey added on the own-account page signs in as the second step (Chromium's virtual authenticator)", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await addModerator(request, 'e2e-passkey');
  // A passkey belongs to a domain name, never an IP address: this test visits the server as localhost.
  const site = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${site}/login`);
  await signIn(page, 'e2e-passkey', PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  await page.goto(`${site}/setting/resetPassword`);
  const section = page.locator('.bo-tab-view:visible .arco-card').filter({ has: page.getByText('Two-step verification', { exact: true }) });
  await section.getByLabel('Passkey name (e.g. Work laptop)').fill('Work laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await expect(section.getByText('Work laptop', { exact: true })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site}/login`);
  await signIn(page, 'e2e-passkey', PASSWORD);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
});
