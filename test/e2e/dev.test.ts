import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { startDevServer, type DevServer } from '../../src/generator/dev/devServer.ts';
import { fixturesDir, silentLogger } from '../helpers/site.ts';

let site: string;
let dev: DevServer;
const logger = silentLogger();

async function get(route: string): Promise<{ status: number; html: string }> {
  const res = await fetch(dev.url + route);
  return { status: res.status, html: await res.text() };
}

/** Writes a file and waits until the dev server has applied it (and anything else pending). */
async function save(rel: string, text: string | null): Promise<void> {
  const file = path.join(site, rel);
  if (text === null) fs.rmSync(file, { force: true });
  else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  await settle();
}

/**
 * Waits for the watcher to report and the updates to finish. Watch events arrive asynchronously (later on a
 * busy machine) and a move arrives as two (unlink, then add), so: wait for the first applied update (or
 * 3 s, for a change that applies nothing), then until no update has come for 250 ms, then for idle.
 */
async function settle(): Promise<void> {
  await new Promise<void>((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const nothing = setTimeout(done, 3000);
    const cap = setTimeout(done, 8000);
    function onUpdate() {
      clearTimeout(nothing);
      clearTimeout(quiet);
      quiet = setTimeout(done, 250);
    }
    function done() {
      for (const t of [nothing, cap, quiet]) clearTimeout(t);
      dev.events.off('update', onUpdate);
      resolve();
    }
    dev.events.on('update', onUpdate);
  });
  await dev.whenIdle();
}

/** The file with its marker replaced (frontmatter untouched: a body-only edit). */
function withMarker(rel: string, marker: string, extra = ''): string {
  return fs.readFileSync(path.join(site, rel), 'utf8').replace(/MARKER-[A-Z]+-\d+[^\n]*/, `${marker}${extra}`);
}

function page(title: string, marker: string, extra = ''): string {
  return `---\ntitle: ${title}\ndescription: d\n---\n\n${marker}\n\n## Section\n\ntext ${extra}\n`;
}

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-e2e-'));
  fs.cpSync(path.join(fixturesDir, 'dev-basic'), site, { recursive: true });
  dev = await startDevServer({ siteDir: site, port: 0, logger, watchTheme: false, search: false });
});

after(async () => {
  await dev?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

test('serves every locale, with the dev client injected and 127.0.0.1 bound', async () => {
  assert.match(dev.url, /^http:\/\/127\.0\.0\.1:/);
  const en = await get('/guides/introduction');
  assert.equal(en.status, 200);
  assert.match(en.html, /MARKER-INTRO-0/);
  assert.match(en.html, /__imdocs\/dev-client\.js/);
  const zh = await get('/zh-Hans/guides/introduction');
  assert.match(zh.html, /MARKER-ZH-INTRO-0/);
  const fallback = await get('/zh-Hans/guides/setup');
  assert.match(fallback.html, /MARKER-SETUP-0/);
  assert.equal((await get('/zh-Hans/nope')).status, 404);
  // A first start (no rendered pages in the cache) loads one render worker with the site, and the second
  // once a page is written (dev/devRenderer.ts).
  const pool = (dev.site as unknown as { renderer: { pool?: { size: number; slots: unknown[] } } }).renderer.pool;
  assert.deepEqual([pool?.size, pool?.slots.length], [2, 2]);
});

test('a page edit re-renders that page in every locale that shows it, and only those', async () => {
  const updates: { routes: string[]; all: boolean }[] = [];
  const on = (u: { routes: string[]; all: boolean }) => updates.push(u);
  dev.events.on('update', on);
  await save('content/guides/setup.mdx', withMarker('content/guides/setup.mdx', 'MARKER-SETUP-1'));
  dev.events.off('update', on);
  assert.match((await get('/guides/setup')).html, /MARKER-SETUP-1/);
  assert.match((await get('/zh-Hans/guides/setup')).html, /MARKER-SETUP-1/);
  const routes = updates.flatMap((u) => u.routes).sort();
  assert.deepEqual(routes, ['/guides/setup', '/zh-Hans/guides/setup']);
  assert.ok(updates.every((u) => !u.all));
});

test('the reload channel sends only ready and reload events', async () => {
  const { port } = new URL(dev.url);
  const received: string[] = [];
  const req = http.get({ host: '127.0.0.1', port, path: '/__imdocs/events' });
  const res = await new Promise<http.IncomingMessage>((r) => req.on('response', r));
  assert.equal(res.headers['content-type'], 'text/event-stream; charset=utf-8');
  assert.equal(res.headers['access-control-allow-origin'], undefined);
  res.setEncoding('utf8');
  res.on('data', (c: string) => received.push(c));
  await save('content/guides/setup.mdx', withMarker('content/guides/setup.mdx', 'MARKER-SETUP-2', ' SECRET-BODY-TEXT'));
  // The event is written when the update is applied; give the socket up to 2 s to deliver it.
  for (let i = 0; i < 40 && !received.join('').includes('event: reload'); i++) await new Promise((r) => setTimeout(r, 50));
  req.destroy();
  const text = received.join('');
  const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
  assert.deepEqual([...new Set(events)].sort(), ['ready', 'reload']);
  assert.ok(!text.includes('SECRET-BODY-TEXT'), 'no file contents on the channel');
  assert.match(text, /"\/guides\/setup"/);
});

test('a foreign Host header is refused (DNS rebinding)', async () => {
  const { port } = new URL(dev.url);
  const status = await new Promise<number>((resolve) => {
    http.get({ host: '127.0.0.1', port, path: '/', headers: { host: 'evil.example:80' } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
  });
  assert.equal(status, 403);
});

test('an MDX error shows in the page and the terminal; fixing it clears it', async () => {
  logger.messages.length = 0;
  await save('content/guides/setup.mdx', '---\ntitle: Setup\ndescription: d\n---\n\nBroken <div> here {oops\n');
  const broken = await get('/guides/setup');
  assert.match(broken.html, /__imdocs_dev_errors/);
  assert.match(broken.html, /content\/guides\/setup\.mdx:\d+:\d+/);
  assert.ok(
    logger.messages.some((m) => /setup\.mdx:\d+:\d+/.test(m) && m.includes('|')),
    'terminal shows file:line:col and a code frame',
  );
  // other pages keep working and show the overlay too
  assert.match((await get('/guides/introduction')).html, /__imdocs_dev_errors/);
  await save('content/guides/setup.mdx', page('Setup', 'MARKER-SETUP-3'));
  const fixed = await get('/guides/setup');
  assert.doesNotMatch(fixed.html, /__imdocs_dev_errors/);
  assert.match(fixed.html, /MARKER-SETUP-3/);
});

test('frontmatter and config errors keep the server running', async () => {
  await save('content/guides/setup.mdx', '---\ntitle: [unclosed\n---\n\nx\n');
  assert.match((await get('/guides/introduction')).html, /Invalid frontmatter/);
  await save('content/guides/setup.mdx', page('Setup', 'MARKER-SETUP-4'));
  assert.doesNotMatch((await get('/guides/setup')).html, /__imdocs_dev_errors/);
  const config = fs.readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  await save('site.config.ts', config.replace("title: 'Dev Fixture'", 'title: 42'));
  assert.match((await get('/guides/setup')).html, /Invalid site configuration/);
  await save('site.config.ts', config.replace("title: 'Dev Fixture'", "title: 'Renamed Fixture'"));
  const after = (await get('/guides/setup')).html;
  assert.doesNotMatch(after, /__imdocs_dev_errors/);
  assert.match(after, /Renamed Fixture/);
});

test('add, move and delete recompute routes and sidebars', async () => {
  await save('content/guides/added.mdx', page('Added page', 'MARKER-ADDED'));
  assert.match((await get('/guides/added')).html, /MARKER-ADDED/);
  assert.match((await get('/guides/introduction')).html, /Added page/, 'sidebar of other pages lists it');
  assert.match((await get('/zh-Hans/guides/added')).html, /MARKER-ADDED/, 'fallback in the other locale');
  fs.renameSync(path.join(site, 'content/guides/added.mdx'), path.join(site, 'content/guides/moved.mdx'));
  await settle();
  assert.equal((await get('/guides/added')).status, 404);
  assert.match((await get('/guides/moved')).html, /MARKER-ADDED/);
  await save('content/guides/moved.mdx', null);
  assert.equal((await get('/guides/moved')).status, 404);
  assert.doesNotMatch((await get('/guides/introduction')).html, /Added page/);
});

/**
 * 100 scripted edits in a row (valid edits, syntax errors, renames, deletes, new files, translations);
 * after each settles, every page answers with exactly the content on disk.
 */
test('robustness: 100 mixed edits leave the server answering the right content', async () => {
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const live = new Map<string, string>(); // rel path (content/guides/rN.mdx) → marker, for pages that should render
  const broken = new Set<string>();
  for (let i = 0; i < 100; i++) {
    const op = i < 5 ? 0 : rand(7);
    const names = [...live.keys(), ...broken];
    const pick = names.length ? names[rand(names.length)] : undefined;
    const marker = `MARK-${i}-${rand(100000)}`;
    if (op === 0 || !pick) {
      const rel = `content/guides/r${i}.mdx`;
      await save(rel, page(`Robust ${i}`, marker));
      live.set(rel, marker);
    } else if (op === 1 || op === 2) {
      await save(pick, page(`Robust ${pick.match(/r(\d+)/)![1]}`, marker));
      live.set(pick, marker);
      broken.delete(pick);
    } else if (op === 3) {
      await save(pick, `---\ntitle: Broken\n---\n\n<div>{unclosed\n`);
      live.delete(pick);
      broken.add(pick);
    } else if (op === 4) {
      const to = `content/guides/r${i}.mdx`;
      fs.renameSync(path.join(site, pick), path.join(site, to));
      await settle();
      if (live.has(pick)) live.set(to, live.get(pick)!);
      if (broken.has(pick)) broken.add(to);
      live.delete(pick);
      broken.delete(pick);
    } else if (op === 5) {
      await save(pick, null);
      live.delete(pick);
      broken.delete(pick);
    } else {
      // a body-only edit of the same page twice within chokidar's 50 ms throttle window
      const file = path.join(site, pick);
      fs.writeFileSync(file, page(`Robust ${pick.match(/r(\d+)/)![1]}`, `${marker}-a`));
      fs.writeFileSync(file, page(`Robust ${pick.match(/r(\d+)/)![1]}`, marker));
      await settle();
      live.set(pick, marker);
      broken.delete(pick);
    }
    for (const [rel, m] of live) {
      const route = `/guides/${path.basename(rel, '.mdx')}`;
      const res = await get(route);
      assert.equal(res.status, 200, `step ${i}: ${route}`);
      assert.ok(res.html.includes(m), `step ${i}: ${route} shows ${m}`);
      assert.ok(!res.html.includes('__imdocs_dev_errors') || broken.size > 0, `step ${i}: overlay only while something is broken`);
    }
    if (!broken.size) assert.equal(dev.site.errors.size, 0, `step ${i}: no errors left: ${[...dev.site.errors.values()].map((e) => e.message).join('; ')}`);
    else assert.ok(dev.site.errors.size > 0, `step ${i}: errors reported`);
  }
  assert.match((await get('/guides/introduction')).html, /MARKER-INTRO-0/);
});

test('saves made while the server starts and right after "ready" are both applied', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-ready-'));
  fs.cpSync(path.join(fixturesDir, 'dev-basic'), dir, { recursive: true });
  const setup = path.join(dir, 'content/guides/setup.mdx');
  const intro = path.join(dir, 'content/guides/introduction.mdx');
  // One save lands during the first build (before the watcher exists), the other the moment start resolves.
  const during = setTimeout(() => fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('MARKER-SETUP-0', 'MARKER-SETUP-DURING')), 150);
  const second = await startDevServer({ siteDir: dir, port: 0, logger, watchTheme: false, search: false });
  try {
    fs.writeFileSync(intro, fs.readFileSync(intro, 'utf8').replace('MARKER-INTRO-0', 'MARKER-INTRO-AFTER'));
    const fetchText = async (route: string) => (await fetch(second.url + route)).text();
    const deadline = Date.now() + 30_000;
    let introHtml = '';
    let setupHtml = '';
    while (Date.now() < deadline) {
      await second.whenIdle();
      [introHtml, setupHtml] = await Promise.all([fetchText('/guides/introduction'), fetchText('/guides/setup')]);
      if (introHtml.includes('MARKER-INTRO-AFTER') && setupHtml.includes('MARKER-SETUP-DURING')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.match(introHtml, /MARKER-INTRO-AFTER/, 'the save right after ready was lost');
    assert.match(setupHtml, /MARKER-SETUP-DURING/, 'the save during start-up was lost');
  } finally {
    clearTimeout(during);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
