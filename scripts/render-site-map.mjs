// Renders docs/site-map.png, the picture of a site map the README shows: `npm run
// docs:site-map` (it builds dist/ first). The plan is a real one: the built-in emulator
// gets scripts/site-map/before.yaml applied, then plans scripts/site-map/after.yaml.
// The diagram is drawn by Mermaid's browser bundle from node_modules in Debian's
// Chromium, driven by playwright-core; nothing is downloaded, no page leaves the machine.
/* global console, process, document -- Node's, and the page's inside evaluate() */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const OUT = join(ROOT, 'docs/site-map.png');
const BEFORE = join(ROOT, 'scripts/site-map/before.yaml');
const AFTER = join(ROOT, 'scripts/site-map/after.yaml');

if (!existsSync(CHROMIUM)) {
  console.error(
    `${CHROMIUM} is missing. Install Debian's Chromium (as root): apt-get update && apt-get install -y chromium\n` +
      'This script drives the system browser and never downloads one.',
  );
  process.exit(1);
}
if (!existsSync(join(ROOT, 'dist/src/cli/run-cli.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm run docs:site-map does).');
  process.exit(1);
}

const { startEmulator } = await import(join(ROOT, 'dist/src/emulator/server.js'));
const { runCli } = await import(join(ROOT, 'dist/src/cli/run-cli.js'));
const { parseSerializedPlan } = await import(join(ROOT, 'dist/src/plan/serialize.js'));
const { siteMapMermaid } = await import(join(ROOT, 'dist/src/report/mermaid.js'));
const { SITE_MAP_LEGEND } = await import(join(ROOT, 'dist/src/report/markdown-site-maps.js'));

/** Runs a docform command line in this process against the emulator; returns stdout. */
async function docform(args, apiUrl) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { isTTY: false, write: (t) => (stdout += t) },
    stderr: { isTTY: false, write: (t) => (stderr += t) },
    stdin: Object.assign(Readable.from([]), { isTTY: false }),
    env: { NO_COLOR: '1', DOCFORM_API_URL: apiUrl, DOCFORM_TOKEN: 'dev-token' },
    onSignal: () => () => undefined,
  };
  const status = await runCli(args, io);
  if (status !== 0 && status !== 2) {
    throw new Error(`docform ${args.join(' ')} exited ${status}\n${stdout}${stderr}`);
  }
  return stdout;
}

async function examplePlan() {
  const emulator = await startEmulator({ port: 0 });
  try {
    await docform(['apply', BEFORE, '--auto-approve'], emulator.url);
    return parseSerializedPlan(await docform(['plan', AFTER, '--format', 'json'], emulator.url));
  } finally {
    await emulator.close();
  }
}

function page(site) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #ffffff; }
  #card { display: inline-block; padding: 16px 24px; color: #1f2328;
    font: 14px/1.5 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; }
  h4 { margin: 0 0 8px; font-size: 16px; }
  code { font-family: 'DejaVu Sans Mono', monospace; background: #eff1f3; padding: 2px 5px; border-radius: 6px; }
  p { margin: 0 0 12px; }
  </style></head><body><div id="card"><h4>Site map of <code>${site}</code></h4>
  <p>${SITE_MAP_LEGEND.plan}</p><div id="diagram"></div></div></body></html>`;
}

const doc = await examplePlan();
const [site, map] = Object.entries(doc.siteMaps ?? {})[0] ?? [];
if (map === undefined) throw new Error('the example plan has no site map');
// as the Markdown plan draws it: a replace (a site space changing section) in its own colour
const replaced = new Set(doc.changes.filter((c) => c.action === 'replace').map((c) => c.address));
const picture = siteMapMermaid(map, { replaced });
if (picture.kind !== 'diagram') throw new Error(`the example site is too large to draw`);

const { chromium } = await import('playwright-core');
const bundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
const profile = mkdtempSync(join(tmpdir(), 'docform-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  deviceScaleFactor: 2,
  viewport: { width: 1200, height: 800 },
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  // nothing leaves the machine: the page and the bundle are given, every request refused
  await context.route('**/*', (route) => route.abort());
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.setContent(page(site));
  await tab.addScriptTag({ path: bundle });
  await tab.evaluate(async (text) => {
    const { mermaid } = globalThis;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
    const { svg } = await mermaid.render('site-map', text);
    document.getElementById('diagram').innerHTML = svg;
  }, picture.text);
  await tab.locator('#card').screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
