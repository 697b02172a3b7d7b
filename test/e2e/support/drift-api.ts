/**
 * Hand changes made through the API, as a person in the web app would: the things
 * `docform drift` must notice. Plain fetch as alice (admin) against an emulator.
 */
export class HandApi {
  constructor(
    private readonly url: string,
    private readonly token = 'dev-token',
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async items<T>(path: string): Promise<T[]> {
    return (await this.call<{ items: T[] }>('GET', `${path}?limit=1000`)).items;
  }

  /** The id of the item of `path` whose `field` equals `value`. */
  async idOf(path: string, field: string, value: string): Promise<string> {
    const all = await this.items<Record<string, unknown>>(path);
    const found = all.find((item) => item[field] === value);
    if (!found) throw new Error(`no item with ${field}=${value} in ${path}`);
    return String(found.id);
  }

  async siteId(title: string): Promise<string> {
    return this.idOf('/orgs/org_acme/sites', 'title', title);
  }
}
