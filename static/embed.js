/*
 * embed.js — loaded with `defer` on every page (site.config.ts `scripts`), never blocking rendering.
 * Its one job: after a reader has opened a few documentation pages in this visit, invite them once to the
 * OpenIM community channel. Dismissing it (or following the link) stores the choice so it never returns.
 */
(function () {
  'use strict';
  var KEY = 'imdocs.community.invite';
  var COUNT = 'imdocs.community.pages';
  var URL = 'https://join.slack.com/t/openimsdk/shared_invite/zt-2ijy1ys1f-O0aEDCr7ExRZ7mwsHAVg9A';
  var TEXT = {
    en: { msg: 'Building with OpenIM? Ask questions and share what you make in the community channel.', link: 'Join the community', close: 'Dismiss community invitation', label: 'Community invitation' },
    'zh-Hans': { msg: '正在使用 OpenIM 开发？欢迎到社区频道提问、交流你的作品。', link: '加入社区', close: '关闭社区邀请', label: '社区邀请' }
  };
  function get(store, key) { try { return store.getItem(key); } catch (e) { return null; } }
  function set(store, key, value) { try { store.setItem(key, value); } catch (e) { /* storage disabled */ } }

  function maybeShow() {
    if (get(localStorage, KEY) || document.getElementById('community-invite')) return;
    if (!document.documentElement.hasAttribute('data-section')) return; // docs and blog pages only
    var seen = Number(get(sessionStorage, COUNT) || '0') + 1;
    set(sessionStorage, COUNT, String(seen));
    if (seen < 3) return;
    var t = TEXT[document.documentElement.getAttribute('data-locale')] || TEXT.en;
    var box = document.createElement('aside');
    box.id = 'community-invite';
    box.setAttribute('aria-label', t.label);
    box.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:90;max-width:320px;padding:14px 40px 14px 16px;border-radius:8px;border:1px solid var(--border,#ccc);background:var(--bg-elevated,#fff);color:var(--text,#111);box-shadow:0 6px 24px rgba(0,0,0,.25);font-size:14px;line-height:1.5';
    var p = document.createElement('p');
    p.style.margin = '0 0 8px';
    p.textContent = t.msg;
    var a = document.createElement('a');
    a.href = URL;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.textContent = t.link;
    a.style.fontWeight = '600';
    var close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', t.close);
    close.textContent = '×';
    close.style.cssText = 'position:absolute;top:6px;right:8px;border:0;background:none;color:inherit;font-size:20px;cursor:pointer;line-height:1';
    function dismiss() { set(localStorage, KEY, 'dismissed'); box.remove(); }
    close.addEventListener('click', dismiss);
    a.addEventListener('click', dismiss);
    box.appendChild(p);
    box.appendChild(a);
    box.appendChild(close);
    document.body.appendChild(box);
  }
  maybeShow();
  // Client-side navigations count as page views too.
  document.addEventListener('imdocs:navigated', maybeShow);
})();
