/**
 * The client runtime: the only script a page loads before interaction. No React: each feature is a small
 * module bound to `data-*` attributes of the server-rendered HTML. React arrives only with an island.
 */
import { runPageSetups } from './lifecycle.ts';
import './colorMode.ts';
import './drawer.ts';
import './sidebar.ts';
import './toc.ts';
import './codeBlocks.ts';
import './pageMarkdown.ts';
import './tabs.ts';
import './islands.ts';
import './chrome.ts';
import { initRouter } from './router.ts';
import { initPrefetch } from './prefetch.ts';
import { initSearch } from './search.ts';
import { initTryIt } from './tryIt.ts';

runPageSetups();
initRouter();
initPrefetch();
initSearch();
initTryIt();
