import { beforeAll, describe, expect, it } from 'vitest';
import { responseValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES, TOKENS } from '../../support/tokens.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const admin = siteApi(emulator);
const reader = siteApi(emulator, TOKENS.read);

const GREEN = { light: '#0B6E4F', dark: '#0B6E4F' };

let site = '';
let siteSpace = '';
let defaults: Json = {};

beforeAll(async () => {
  site = await admin.site({ title: 'Branded' });
  const section = await admin.section(site, SPACES.guides);
  siteSpace = String((section.siteSpaces as Json[])[0]?.id);
  defaults = await admin.ok('GET', `/sites/${site}/customization`);
});

/** The defaults with some top-level parts replaced: a whole, valid PUT body. */
const settingsWith = (changes: Json): Json => ({ ...structuredClone(defaults), ...changes });

describe('site customization', () => {
  it('answers official defaults, valid against the response schema, before any PUT', () => {
    expect(defaults.updatedAt).toBeUndefined();
    expect(defaults).toMatchObject({ title: 'Branded', styling: { theme: 'clean' } });
    const validate = responseValidator('getSiteCustomizationById', 200);
    expect(validate?.(defaults), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('stores what a PUT sends: the GET after it answers exactly that, plus updatedAt', async () => {
    const sent = settingsWith({
      styling: { ...(defaults.styling as Json), primaryColor: GREEN, tint: { color: GREEN } },
      announcement: { enabled: true, message: 'We moved!', style: 'info' },
      socialAccounts: [
        { platform: 'github', handle: 'acme', display: { footer: true, header: false } },
      ],
    });
    await admin.ok('PUT', `/sites/${site}/customization`, sent);
    const { updatedAt, ...read } = await admin.ok('GET', `/sites/${site}/customization`);
    expect(read).toEqual(sent);
    expect(typeof updatedAt).toBe('string');
  });

  it('takes back what a GET answered, updatedAt included (read-modify-write)', async () => {
    const current = await admin.ok('GET', `/sites/${site}/customization`);
    const res = await admin.call('PUT', `/sites/${site}/customization`, current);
    expect(res.status).toBe(200);
  });

  const styling = (change: Json): Json => ({ ...(defaults.styling as Json), ...change });
  it.each([
    [
      'styling.primaryColor.light',
      () => ({ styling: styling({ primaryColor: { light: 'green', dark: '#000' } }) }),
    ],
    ['footer', () => ({ footer: undefined })],
    ['colour', () => ({ colour: 'red' })],
    ['themes.default', () => ({ themes: { default: 'sepia', toggeable: true } })],
  ])('answers 400 naming "%s" and keeps the stored settings', async (field, change) => {
    const before = await admin.ok('GET', `/sites/${site}/customization`);
    const res = await admin.call('PUT', `/sites/${site}/customization`, settingsWith(change()));
    expect(res.status).toBe(400);
    expect(res.text).toContain(`Field \\"${field}\\"`);
    expect(await admin.ok('GET', `/sites/${site}/customization`)).toEqual(before);
  });

  it('lets a reader read and not write', async () => {
    expect((await reader.call('GET', `/sites/${site}/customization`)).status).toBe(200);
    const res = await reader.call('PUT', `/sites/${site}/customization`, defaults);
    expect(res.status).toBe(403);
  });
});

describe('site space customization overrides', () => {
  const path = () => `/sites/${site}/site-spaces/${siteSpace}/customization`;

  it('lays the override over the site settings; null resets one leaf', async () => {
    await admin.ok('PATCH', path(), {
      title: 'Guides',
      styling: { corners: 'straight', sidebar: { list: 'pill' } },
    });
    let read = await admin.ok('GET', path());
    expect(read.title).toBe('Guides');
    expect(read.styling).toMatchObject({
      corners: 'straight',
      primaryColor: GREEN,
      sidebar: { background: 'default', list: 'pill' },
    });
    await admin.ok('PATCH', path(), { styling: { corners: null } });
    read = await admin.ok('GET', path());
    expect((read.styling as Json).corners).toBe((defaults.styling as Json).corners);
    expect((read.styling as Json).sidebar).toMatchObject({ list: 'pill' });
  });

  it('shows the override in the published view of the site', async () => {
    const published = await admin.ok('GET', `/sites/${site}/published`);
    const customizations = published.customizations as { siteSpaces: Record<string, Json> };
    expect(customizations.siteSpaces[siteSpace]?.title).toBe('Guides');
  });

  it('refuses an override field the official schema does not have (fonts)', async () => {
    const res = await admin.call('PATCH', path(), { styling: { font: 'Inter' } });
    expect(res.status).toBe(400);
    expect(res.text).toContain('styling.font');
  });

  it('takes a color pair only whole, as the official schema requires, and keeps the one stored', async () => {
    await admin.ok('PATCH', path(), { styling: { infoColor: GREEN } });
    const res = await admin.call('PATCH', path(), { styling: { infoColor: { light: '#111111' } } });
    expect(res.status).toBe(400);
    expect(res.text).toContain('styling.infoColor.dark');
    const read = await admin.ok('GET', path());
    expect((read.styling as Json).infoColor).toEqual(GREEN);
  });

  it('deletes the override: 205, then 204; the site space shows the site settings again', async () => {
    expect((await admin.call('DELETE', path())).status).toBe(205);
    expect((await admin.call('DELETE', path())).status).toBe(204);
    const { updatedAt: _a, ...read } = await admin.ok('GET', path());
    const { updatedAt: _b, ...siteSettings } = await admin.ok(
      'GET',
      `/sites/${site}/customization`,
    );
    expect(read).toEqual(siteSettings);
  });

  it('answers 404 for a site space of no site', async () => {
    const res = await admin.call('GET', `/sites/${site}/site-spaces/nope/customization`);
    expect(res.status).toBe(404);
  });
});
