import { expect, type APIRequestContext } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';

// The admin's calls a spec makes to set the scene (or check the result) through the real server's API.

/** A token of the admin account. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  return login.result.token as string;
}

/** POSTs `data` to `url` with `token` and answers its result; fails the test unless the envelope's code is 200. */
export async function call<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const answer = await (await request.post(url, { data, headers: { authorization: `Bearer ${token}` } })).json();
  expect(answer.code, `${url}: ${answer.message}`).toBe(200);
  return answer.result as T;
}
