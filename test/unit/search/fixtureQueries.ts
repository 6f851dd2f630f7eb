import type { BenchQuery } from '../../../src/generator/search/relevanceBench.ts';

const OP = '/restapi/apis/authenticationManagement/getUserToken';
const CREATE = '/restapi/apis/groupManagement/createGroup';
const SDK_CREATE = '/sdks/api/group/createGroup';
const KICKED = '/sdks/callback/connection/onKickedOffline';
const HOOK = '/restapi/webhooks/group/createBefore';
const CODES = '/restapi/errCode';
const en = (kind: BenchQuery['kind'], q: string, expect: string[]): BenchQuery => ({ locale: 'en', kind, q, expect });
const zh = (kind: BenchQuery['kind'], q: string, expect: string[]): BenchQuery => ({ locale: 'zh-Hans', kind, q, expect });

/**
 * Identifier search on the search fixture: reference-like pages named by identifiers, and a guide
 * (`/guides/tokens`) that mentions every one of them, more often, in its text and code.
 */
export const FIXTURE_QUERIES: BenchQuery[] = [
  en('identifier', 'getUserToken', [OP]),
  en('identifier', 'get_user_token', [OP]),
  en('identifier', 'GetUserToken', [OP]),
  en('identifier', '/auth/get_user_token', [OP]),
  en('identifier', 'auth/get_user_token', [OP]),
  en('typo', 'getUserTken', [OP]),
  en('typo', 'get_usr_token', [OP]),
  en('identifier', 'createGroup', [CREATE, SDK_CREATE]),
  en('identifier', 'create_group', [CREATE, SDK_CREATE]),
  en('identifier', '/group/create_group', [CREATE]),
  en('identifier', 'callbackBeforeCreateGroupCommand', [HOOK]),
  en('identifier', 'beforeCreateGroup', [HOOK]),
  en('code', '1004', [CODES]),
  en('identifier', 'onKickedOffline', [KICKED]),
  en('identifier', 'OnKickedOffline', [KICKED]),
  en('identifier', 'CbEvents.OnKickedOffline', [KICKED]),
  en('identifier', 'on_kicked_offline', [KICKED]),
  en('typo', 'onKickedOfline', [KICKED]),
  en('nonsense', 'xyzzyplugh', []),
  en('nonsense', 'qqzz', []),
  en('nonsense', 'getUserTokenQwerty', []),
  en('nonsense', '/auth/xyzzy_plugh', []),
  zh('identifier', 'getUserToken', [OP]),
  zh('identifier', '/auth/get_user_token', [OP]),
  zh('mixed', '获取用户 token', [OP]),
  zh('mixed', 'onKickedOffline 回调', [KICKED]),
  zh('mixed', '1004 错误码', [CODES]),
  zh('nonsense', '鸭嘴兽', []),
];
