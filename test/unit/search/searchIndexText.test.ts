import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withIdentifierAliases } from '../../../src/generator/search/identifierAliases.ts';
import { definedTerms, htmlText, searchMeta, searchMetaHtml } from '../../../src/generator/search/searchMeta.ts';
import { indexedWords } from '../../../src/generator/search/vocabularyFiles.ts';
import { searchableHtml } from '../../../src/generator/search/searchableHtml.ts';
import { ALIAS_OPEN } from '../../../src/theme/islands/search/aliasText.ts';
import { longestRun, mergeAnyWord, rankByPhrase } from '../../../src/theme/islands/search/providers/phrase.ts';

test('identifiers get their keys right after them, in text only, never inside tags', () => {
  const html = '<p>Call <code>/auth/get_user_token</code> or <a href="/x/get_user_token">getUserToken</a>.</p>';
  const out = withIdentifierAliases(html);
  assert.match(out, new RegExp(`<code>/auth/get_user_token ${ALIAS_OPEN} authgetusertoken getusertoken `));
  assert.match(out, /href="\/x\/get_user_token"/, 'attributes untouched');
  assert.match(out, />getUserToken<\/a>/, 'camelCase needs no alias');
  assert.equal(withIdentifierAliases('<p>No identifiers here.</p>'), '<p>No identifiers here.</p>');
});

test('title terms go to a field named by the title length; Chinese titles are segmented', () => {
  assert.deepEqual(searchMeta({ route: '/guides/gettingStarted/k8s-deployment', title: 'Deploy OpenIM on Kubernetes', lead: '', lang: 'en' }), {
    tm: 'Deploy OpenIM on Kubernetes',
    name: 'k8sdeployment',
    lead: '',
    nx: 'k8sdeployment_',
    dx: '',
    rx: '',
    lx: '',
  });
  assert.equal(searchMeta({ route: '/guides/cluster', title: 'Cluster', lead: '', lang: 'en' }).ts, 'Cluster');
  const zh = searchMeta({ route: '/zh-Hans/guides/benchmark/pressure_test', title: '压测工具', lead: '', lang: 'zh-Hans' });
  assert.ok(zh.ts && zh.ts.split(' ').length > 1, zh.ts);
  assert.equal(zh.name, 'pressuretest');
});

test('a page is named by its route segment, the identifiers of its title, and those of its opening', () => {
  const meta = searchMeta({
    route: '/restapi/webhooks/group/createBefore',
    title: 'Before a group is created',
    lead: 'With `beforeCreateGroup` enabled, the server posts `/callbackBeforeCreateGroupCommand`.',
    lang: 'en',
  });
  assert.equal(meta.name, 'createbefore');
  assert.deepEqual(meta.lead.split(' ').sort(), ['beforecreategroup', 'callbackbeforecreategroupcommand']);
  assert.equal(searchMeta({ route: '/blog/golang/architectural/2', title: 'x', lead: '', lang: 'en' }).name, '', 'numbers name nothing');
  assert.equal(
    searchMetaHtml({ tm: 'A "quoted", title', name: 'x', lead: '' }),
    '<span data-pagefind-meta="tm:A &quot;quoted&quot;, title"></span><span data-pagefind-meta="name:x"></span>',
  );
});

test('inline tags join words, block tags separate them', () => {
  assert.equal(htmlText('<p><code>get</code>_user &amp; more</p><p>next</p>').trim().replace(/\s+/g, ' '), 'get_user & more next');
});

test('the indexer receives the article with metadata and aliases', () => {
  const page =
    '<!doctype html><html lang="en"><head><title>Get a user token | Docs</title></head><body><nav>menu</nav><article data-pagefind-body=""><h1>Get a user token</h1><p>POST <code>/auth/get_user_token</code></p><h2>Body</h2><p>x</p></article></body></html>';
  const out = searchableHtml(page, '/restapi/apis/authenticationManagement/getUserToken');
  assert.doesNotMatch(out, /menu/);
  assert.match(out, /data-pagefind-meta="name:getusertoken"/);
  assert.match(out, /data-pagefind-meta="lead:authgetusertoken auth getusertoken"|data-pagefind-meta="lead:authgetusertoken auth"/);
  assert.match(out, new RegExp(`/auth/get_user_token ${ALIAS_OPEN}`));
  assert.doesNotMatch(searchableHtml(page), /data-pagefind-meta/, 'without a route, the page is indexed as written');
});

test('the vocabulary holds indexed words and their compound parts', () => {
  assert.deepEqual([...indexedWords('Call /auth/get_user_token, then getUserToken.')].sort(), [
    'auth',
    'authget_user_token',
    'call',
    'get',
    'getusertoken',
    'then',
    'token',
    'user',
  ]);
});

test('adjacent query words lift a page above one with the same score and the words apart', () => {
  assert.equal(longestRun([3, 9, 10, 11, 20]), 3);
  assert.equal(longestRun([]), 0);
  const apart = { id: 'a', score: 1, words: [1, 5] };
  const together = { id: 't', score: 0.8, words: [7, 8] };
  assert.deepEqual(
    rankByPhrase([apart, together], 2).map((r) => r.id),
    ['t', 'a'],
  );
  assert.deepEqual(
    rankByPhrase([apart, together], 1).map((r) => r.id),
    ['a', 't'],
    'one word: Pagefind order',
  );
});

test('exact-name markers: what a page is named after, defines, and states in its opening', () => {
  const op = searchMeta({
    route: '/restapi/apis/groupManagement/createGroup',
    title: 'Create a group',
    lead: 'POST `/group/create_group` creates a group.',
    lang: 'en',
  });
  assert.equal(op.nx, 'creategroup_');
  assert.deepEqual(op.lx!.split(' ').sort(), ['create_group_', 'creategroup_', 'group_', 'groupcreategroup_']);
  // A section's introduction or overview is named after its folder too (plural `s` dropped: `webhook` finds it).
  assert.deepEqual(searchMeta({ route: '/restapi/webhooks/introduction', title: 'Webhooks introduction', lead: '', lang: 'en' }).nx!.split(' ').sort(), [
    'introduction_',
    'webhook_',
  ]);
  assert.equal(
    searchMeta({ route: '/sdks/api/message/getAdvancedHistoryMessageListReverse', title: 'getAdvancedHistoryMessageListReverse', lead: '', lang: 'en' }).nx,
    'getadvancedhistorymessagelistreverse_',
  );
  // Chinese names are not markers (Pagefind segments them).
  assert.equal(searchMeta({ route: '/zh-Hans/x/y', title: '群组', lead: '', lang: 'zh-Hans', defined: { anchored: ['群组'], listed: [] } }).dx, '');
});

test('a page defines the code names and numbers of its headings and the first word of anchored rows (under its own anchor or among others), not plain words', () => {
  const html =
    '<h2 id="response">Response</h2><h3 id="groupid">groupID</h3><h3 id="msgid">clientMsgID and serverMsgID</h3><h3 id="q">Why do I get 10002?</h3>' +
    '<table><tr id="1004"><td>1004</td><td>RecordNotFound</td></tr><tr id="code-10005"><td><code>10005</code></td></tr><tr id="x"><td>Plain words</td></tr></table>';
  const { anchored, listed } = definedTerms(html);
  // Anchored under their own name: `#groupid`, `#1004`; the others are defined among other things.
  assert.deepEqual(anchored.sort(), ['1004', 'groupid']);
  assert.deepEqual(listed.sort(), ['10002', '10005', 'clientmsgid', 'servermsgid']);
});

test('the any-word fallback adds up each page’s scores over the words it holds and keeps all their positions', () => {
  const a = (id: string, score: number, words: number[]) => ({ id, score, words });
  const merged = mergeAnyWord([
    [a('p1', 3, [10]), a('p2', 2, [4])],
    [a('p2', 2, [5]), a('p3', 1, [7])],
  ]);
  assert.deepEqual(
    merged.map((r) => [r.id, r.score, r.words]),
    [
      ['p2', 4, [4, 5]],
      ['p1', 3, [10]],
      ['p3', 1, [7]],
    ],
  );
  assert.equal(longestRun(merged[0].words), 2, 'two words side by side: a phrase for rankByPhrase');
});
