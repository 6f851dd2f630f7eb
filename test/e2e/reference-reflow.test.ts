/**
 * The reference on the real site build, as an integrator meets it: field lists readable on a phone (390 px)
 * and a desktop (1300 px) without sideways scrolling, nested objects at full width, Markdown twins that are
 * valid GFM with the page's tables, the corrected claims rendered (events split by device, Go-only fields,
 * the on(...) equivalent of listener setters), and `?platform=` links that name no tab saying so.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { serveRealSite } from '../helpers/site.ts';
import { launchBrowser } from '../helpers/browser.ts';
import type { RunningServer } from '../../src/generator/serve/staticServer.ts';

let server: RunningServer & { outDir: string };
let browser: Browser;

before(async () => {
  server = await serveRealSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const REST_OP = '/restapi/apis/groupManagement/createGroup';
const REST_SEND = '/restapi/apis/messageManagement/sendMessage';
const SDK_FN = '/sdks/api/group/createGroup';
const SDK_MODEL = '/sdks/class/userInfo';
const built = (route: string, ext: 'html' | 'md') => fs.readFileSync(path.join(server.outDir, `${route}.${ext}`), 'utf8');

/** Widths of the page and of every field list against the viewport, after layout. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const lists = [...document.querySelectorAll<HTMLElement>('table.field-list')].filter((t) => t.offsetParent !== null);
    return {
      vw,
      page: document.documentElement.scrollWidth,
      lists: lists.length,
      // A list that scrolls inside its wrapper, or sticks out of the article.
      scrolling: lists
        .map((t) => {
          const wrap = t.closest<HTMLElement>('.table-wrap')!;
          const article = t.closest('article')!.getBoundingClientRect();
          const r = t.getBoundingClientRect();
          return wrap.scrollWidth > wrap.clientWidth + 1 || r.right > article.right + 1 ? `${t.className} ${Math.round(r.width)}px` : '';
        })
        .filter(Boolean),
    };
  });
}

/** Below this width of its own (a container query), a field list is a list of entries; above it, a table. */
const LIST_BELOW = 700;

for (const width of [320, 390, 1300, 1600]) {
  test(`at ${width} px, REST and SDK field lists fit without sideways scrolling`, async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      for (const route of [REST_OP, REST_SEND, SDK_FN, SDK_MODEL, '/sdks/errcode']) {
        await page.goto(`${server.url}${route}`);
        // Open every nested field list, as a reader would.
        await page.evaluate(() => document.querySelectorAll('details.api-nested').forEach((d) => ((d as HTMLDetailsElement).open = true)));
        const o = await overflow(page);
        assert.ok(o.lists > 0, `${route}: field lists found`);
        assert.ok(o.page <= o.vw, `${route} at ${width}px: the page is ${o.page}px wide in a ${o.vw}px viewport`);
        assert.deepEqual(o.scrolling, [], `${route} at ${width}px: field lists that scroll sideways`);
      }
      await page.goto(`${server.url}${REST_OP}`);
      const layout = await page.evaluate(() => {
        const row = [...document.querySelectorAll('table.api-fields tbody tr')].find(
          (tr) => tr.querySelector('code.api-field')?.textContent === 'ownerUserID',
        )!;
        const [name, type, required, , description] = [...row.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
        const requiredText = (row.querySelectorAll('td')[2] as HTMLElement).innerText.trim();
        const room = row.closest<HTMLElement>('.table-wrap')!.clientWidth;
        return { name, type, required, description, requiredText, room };
      });
      if (layout.room < LIST_BELOW) {
        // One line for name, type and required; the description below, from the left edge.
        assert.ok(Math.abs(layout.name.top - layout.type.top) < 4 && Math.abs(layout.name.top - layout.required.top) < 4, 'name, type, required share a line');
        assert.ok(layout.description.top >= layout.name.bottom - 1, 'the description is below them');
        assert.ok(Math.abs(layout.description.left - layout.name.left) < 2, 'the description starts at the left edge');
        assert.equal(layout.requiredText, 'required');
      } else {
        assert.ok(layout.description.left > layout.required.right - 1, `a table row in ${layout.room} px`);
        assert.equal(layout.requiredText, 'yes');
      }
      if (width === 1600) assert.ok(layout.room >= LIST_BELOW, `at 1600 px the column is wide enough for a table (${layout.room} px)`);
      // The nested `data` of a response is as wide as its parent table (indent aside), not a cell.
      const nested = await page.evaluate(() => {
        const d = document.querySelector('details.api-nested') as HTMLDetailsElement;
        d.open = true;
        const inner = d.querySelector('table')!.getBoundingClientRect().width;
        const outer = d.closest('table')!.getBoundingClientRect().width;
        return { inner, outer };
      });
      // Full width less the indentation (at most 60 px), where a cell of the old layout left it ~250 px at 1300 px.
      assert.ok(nested.inner >= nested.outer - 60, `nested table ${Math.round(nested.inner)}px in a ${Math.round(nested.outer)}px table`);
    } finally {
      await context.close();
    }
  });
}

/** The tables GFM reads in a Markdown twin: for each, its header width and the width of every row. */
function gfmTables(md: string): { header: number; rows: number[]; text: string }[] {
  const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const out: { header: number; rows: number[]; text: string }[] = [];
  const visit = (n: { type: string; children?: unknown[] }) => {
    if (n.type === 'table') {
      const rows = (n.children as { children: unknown[] }[]).map((r) => r.children.length);
      out.push({ header: rows[0], rows: rows.slice(1), text: JSON.stringify(n).slice(0, 200) });
    }
    for (const c of n.children ?? []) visit(c as never);
  };
  visit(tree as never);
  return out;
}

test('Markdown twins are GFM with every HTML table: nested tables below, no row split by a |, names apart', () => {
  for (const route of [REST_OP, REST_SEND, SDK_FN, '/sdks/errcode']) {
    const html = built(route, 'html');
    const article = html.slice(html.search(/<article\b/), html.indexOf('</article>'));
    const htmlTables = (article.match(/<table\b/g) ?? []).length;
    const md = built(route, 'md');
    const tables = gfmTables(md);
    assert.equal(tables.length, htmlTables, `${route}: ${tables.length} GFM tables for ${htmlTables} HTML tables`);
    for (const t of tables)
      assert.ok(
        t.rows.every((w) => w === t.header),
        `${route}: a row with another width than its header: ${t.text}`,
      );
    assert.doesNotMatch(md, /Fields \(\d+\)Name/, `${route}: a nested table flattened into its cell`);
    assert.doesNotMatch(md, /\b(yes|no)(required|optional)\b/, `${route}: the reflow words leaked into the twin`);
  }
  assert.doesNotMatch(built('/sdks/errcode', 'md'), /NetworkError(Flutter|Android|iOS)/, 'an error name runs into the next word');
});

test('SDK pages show the corrected facts: events by device, Go-only fields, on(...) for setters', async () => {
  const fn = built(SDK_FN, 'html');
  assert.match(fn, /id="events-here"/);
  assert.match(fn, /id="events-peers"/);
  const send = built('/sdks/api/message/sendMessage', 'html');
  const peers = send.slice(send.indexOf('id="events-peers"'));
  const here = send.slice(send.indexOf('id="events-here"'), send.indexOf('id="events-peers"'));
  assert.match(peers, /onRecvNewMessage/);
  assert.doesNotMatch(here, /onRecvNewMessage/);
  const model = built(SDK_MODEL, 'html');
  const table = model.slice(model.indexOf('<table'), model.indexOf('</table>'));
  assert.doesNotMatch(table, /AppMangerLevel/, 'a json:"-" field is not a JSON key');
  assert.match(model, /data-go-only[^>]*>[\s\S]*?AppMangerLevel/);
  const setter = built('/sdks/api/conversation/setConversationListener', 'html');
  for (const platform of ['electron', 'reactNative']) {
    const at = setter.search(new RegExp(`role="tabpanel"[^>]*data-value="${platform}"`));
    const panel = setter.slice(at, setter.indexOf('role="tabpanel"', at + 20));
    assert.match(panel, /\.on\(/, `${platform}: the subscription that replaces the setter`);
  }
});

test('?platform= with a value no tab has says so; a loosely written platform name selects its tab', async () => {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${SDK_FN}?platform=android`);
    await page.goto(`${server.url}${SDK_FN}?platform=symbian`);
    const notice = page.locator('[data-tabs-notice]');
    await notice.waitFor();
    const text = await notice.innerText();
    assert.match(text, /symbian/);
    assert.match(text, /Android/, 'names the tab shown instead');
    assert.equal(await page.locator('.sdk-platforms [role="tab"][aria-selected="true"]').first().getAttribute('data-value'), 'android');
    await page.goto(`${server.url}${SDK_FN}?platform=React%20Native`);
    assert.equal(await page.locator('.sdk-platforms [role="tab"][aria-selected="true"]').first().getAttribute('data-value'), 'reactNative');
    assert.equal(await page.locator('[data-tabs-notice]').count(), 0);
    await page.goto(`${server.url}/zh-Hans${SDK_FN}?platform=symbian`);
    assert.match(await page.locator('[data-tabs-notice]').innerText(), /没有对应的标签页/);
  } finally {
    await context.close();
  }
});

/**
 * A REST operation page titled by its task (most are: `Get users' online status per platform`) does not repeat the
 * task under its heading: the line stays in the page for the search index, hidden.
 */
test('a reference page titled by its task does not show the task line a second time, in both locales', async () => {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  try {
    for (const prefix of ['', '/zh-Hans']) {
      const url = `${prefix}/restapi/apis/userManagement/getUserOnlineStatus`;
      await page.goto(`${server.url}${url}`);
      const heading = (await page.locator('article h1').first().innerText()).trim();
      assert.notEqual(heading, 'getUserOnlineStatus', `${url}: titled in words`);
      const line = page.locator('article .ref-task').first();
      assert.equal(await line.count(), 1, `${url}: the task stays in the page for the index`);
      assert.equal(await line.isVisible(), false, `${url}: the task line is not shown under a title in words`);
    }
  } finally {
    await context.close();
  }
});

/**
 * Issue 30: a reference page keeps its identifier as the title and names its task right under it, in the
 * reader's language; the search dialog shows that task name beside the page's title. An SDK function, a REST
 * operation and an SDK model, in both locales; the task is read off the page, so the test follows the catalogue's wording.
 */
test('the task name sits under the identifier of a reference page and beside its title in search results, in both locales', async () => {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  try {
    for (const prefix of ['', '/zh-Hans'])
      for (const [route, identifier] of [
        ['/sdks/api/conversation/getTotalUnreadMsgCount', 'getTotalUnreadMsgCount'],
        ['/restapi/apis/authenticationManagement/getUserToken', 'getUserToken'],
        ['/sdks/class/groupMemberInfo', 'GroupMemberInfo'],
      ]) {
        const url = `${prefix}${route}`;
        await page.goto(`${server.url}${url}`);
        const heading = page.locator('article h1').first();
        assert.equal((await heading.innerText()).trim(), identifier, `${url}: the identifier is the title`);
        const line = page.locator('article .ref-task').first();
        assert.ok(await line.isVisible(), `${url}: the task line is shown`);
        const task = (await line.innerText()).trim();
        assert.ok(task && task !== identifier, `${url}: a task name in words (${task})`);
        if (prefix) assert.match(task, /\p{Script=Han}/u, `${url}: the Chinese page names the task in Chinese`);
        else assert.doesNotMatch(task, /\p{Script=Han}/u, `${url}: the English page names the task in English`);
        const [h, t] = await Promise.all([heading.boundingBox(), line.boundingBox()]);
        assert.ok(h && t && t.y >= h.y + h.height - 1 && t.y - (h.y + h.height) < 120, `${url}: the task line is right under the title`);

        await page.keyboard.press('Control+k');
        const input = page.locator('.search-modal__input');
        await input.waitFor();
        await input.fill(task);
        const group = page.locator('.search-group', { has: page.locator(`a.search-hit[href^="${url}"]`) }).first();
        await group.waitFor({ timeout: 15_000 });
        assert.equal(
          (await group.locator('.search-group__title').innerText()).split('\n')[0].trim().startsWith(identifier),
          true,
          `${url}: the result is titled by the identifier`,
        );
        assert.equal((await group.locator('.search-group__task').innerText()).trim(), task, `${url}: the result shows the task name`);
        await page.keyboard.press('Escape');
      }
  } finally {
    await context.close();
  }
});
