// A small built-in blocklist of the most common passwords (lower-case), drawn from public
// breach-frequency lists. Candidates are compared case-insensitively.

/** The blocked passwords. Only entries of 8+ characters matter, as shorter ones fail the length rule. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '12344321', '12121212', '11112222', '147258369', '123123123', '987654321',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'asdfghjkl', 'asdfasdf',
  'zxcvbnm1', 'qwerty123', 'qwerty12', 'qwe12345', 'abc12345', 'abcd1234', 'a1b2c3d4', 'aa123456',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'pa55word', 'pass1234', 'letmein1', 'letmein123', 'welcome1', 'welcome123', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman', 'batman123', 'starwars',
  'trustno1', 'whatever', 'michelle', 'jennifer', 'jordan23', 'charlie1', 'computer', 'internet',
  'dragon123', 'master123', 'monkey123', 'shadow123', 'changeme', 'changeme123', 'administrator',
  'admin123', 'admin1234', 'admin12345', 'adminadmin', 'admin@123', 'root1234', 'rootroot', 'toor1234',
  'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'mustang1', 'michael1', 'secret123', 'default1', 'test1234',
  'testtest', 'test12345', 'guest123', 'login123', 'hello123', 'helloworld', 'freedom1', 'whatever1',
  'loveyou1', 'lovely123', 'babygirl', 'chocolate', 'butterfly', 'liverpool', 'chelsea1', 'arsenal1',
  'football1', 'soccer123', 'samsung1', 'pokemon1', 'minecraft', 'fuckyou1', 'asdf1234', 'zxcv1234',
  'aaaaaaaa', 'abcdefgh', 'abcdefg1', 'qwertyqwerty', 'passwordpassword', 'backoffice', 'console123',
]);
