/** A browser's cookies and CSRF token for API calls made straight from a test with fetch. */
export class ApiSession {
  private cookies = new Map<string, string>();
  private token = '';
  constructor(private readonly baseUrl: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  private get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string): Promise<Response> {
    return this.remember(await fetch(this.baseUrl + path, { headers: { cookie: this.cookieHeader } }));
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    if (!this.token) this.token = ((await (await this.get('/api/auth/csrf-token')).json()) as { csrf_token: string }).csrf_token;
    return this.remember(
      await fetch(this.baseUrl + path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: {
          cookie: this.cookieHeader,
          'x-csrf-token': this.token,
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      }),
    );
  }

  async login(email: string, password: string): Promise<void> {
    const response = await this.send('POST', '/api/auth/login', { email, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
}
