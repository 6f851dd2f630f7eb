/**
 * A fake of the Web SDK's surface (`getSDK()` of @openim/wasm-client-sdk) that the catalogue's Web examples run
 * against under Node: every method resolves `{ errCode: 0, data }` with a stand-in value, except where a rule of
 * the SDK or the server says no, with the code the real one answers:
 *
 * - calls other than `login`, `on`/`off` and the local `create*Message` need a logged-in user (10004, the core's
 *   ResourceLoadNotComplete in v3.8.3); a second `login` is 10102;
 * - `createGroup`: groupType 2 only (10401, internal/group/api.go), an ID in one of owner/admins/members only (1001)
 *   and every ID a registered user (1101, internal/rpc/group/group.go), an owner other than the logged-in user
 *   (1002: a client is never an app admin).
 *
 * Handlers registered with `on` are called once with a stand-in event, so their code runs too; before the events
 * that end a session (token expired or invalid, kicked offline) the fake logs out, as the SDK does.
 */
export interface FakeCall {
  method: string;
  errCode: number;
}

/** A value any example can use: every property is another such value, it iterates as empty, prints as ''. */
export function anyValue(): unknown {
  const target = function () {};
  return new Proxy(target, {
    get(_t, key) {
      if (key === 'then') return undefined;
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.asyncIterator) return async function* () {};
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 0 : '');
      if (key === 'length' || key === 'size') return 0;
      if (key === 'toString' || key === 'toJSON') return () => '';
      if (typeof key === 'string' && ['map', 'filter', 'flatMap', 'slice', 'concat', 'sort'].includes(key)) return () => [];
      if (typeof key === 'string' && ['forEach', 'push'].includes(key)) return () => undefined;
      if (typeof key === 'string' && ['find', 'at'].includes(key)) return () => undefined;
      if (typeof key === 'string' && ['some', 'every', 'includes'].includes(key)) return () => false;
      return anyValue();
    },
    apply: () => anyValue(),
  });
}

const NO_LOGIN = /^(login|on|off|create\w*Message\w*|getLoginStatus|getLoginUserID|setSDK\w*)$/;
const SESSION_ENDS = /^(OnUserTokenExpired|OnUserTokenInvalid|OnKickedOffline)$/i;
const fail = (errCode: number, errMsg: string) => Promise.reject({ errCode, errMsg, data: undefined });

export function createFakeSdk() {
  const state = {
    user: undefined as string | undefined,
    users: new Set(Array.from({ length: 9 }, (_, i) => `user_${i + 1}`)),
    calls: [] as FakeCall[],
    handlers: [] as { event: string; handler: (e: unknown) => unknown }[],
  };
  const record = <T>(method: string, p: Promise<T>) =>
    p.then(
      (v) => (state.calls.push({ method, errCode: 0 }), v),
      (e: { errCode: number }) => {
        state.calls.push({ method, errCode: e.errCode });
        throw e;
      },
    );
  const methods: Record<string, (...args: unknown[]) => Promise<unknown> | unknown> = {
    __reset(loggedIn?: unknown) {
      state.user = typeof loggedIn === 'string' ? loggedIn : undefined;
      state.calls = [];
      state.handlers = [];
    },
    __state: () => state,
    async __fire() {
      for (const { event, handler } of state.handlers) {
        // The session-ending events come after the SDK has logged out (a handler may log in again).
        if (SESSION_ENDS.test(event)) state.user = undefined;
        await handler({ errCode: 0, errMsg: '', data: anyValue() });
      }
    },
    on(event: unknown, handler: unknown) {
      if (typeof handler === 'function') state.handlers.push({ event: String(event), handler: handler as (e: unknown) => unknown });
    },
    off() {},
    login(params: unknown) {
      if (state.user) return fail(10102, 'login repeat');
      state.user = String((params as { userID?: string })?.userID ?? 'user_1');
      return Promise.resolve({ errCode: 0, errMsg: '', data: '' });
    },
    logout() {
      state.user = undefined;
      return Promise.resolve({ errCode: 0, errMsg: '', data: '' });
    },
    createGroup(params: unknown) {
      const p = (params ?? {}) as { groupInfo?: { groupType?: number }; memberUserIDs?: string[]; adminUserIDs?: string[]; ownerUserID?: string };
      if (p.groupInfo?.groupType !== 2) return fail(10401, 'group type only supports working group');
      const owner = p.ownerUserID || state.user!;
      if (owner !== state.user) return fail(1002, 'only an app admin may create a group for another owner');
      const ids = [owner, ...(p.adminUserIDs ?? []), ...(p.memberUserIDs ?? [])];
      if (new Set(ids).size !== ids.length) return fail(1001, 'group member repeated');
      if (ids.some((id) => !state.users.has(id))) return fail(1101, 'user not found');
      return Promise.resolve({ errCode: 0, errMsg: '', data: anyValue() });
    },
  };
  return new Proxy(
    {},
    {
      get(_t, key) {
        if (typeof key !== 'string' || key === 'then') return undefined;
        const own = methods[key];
        return (...args: unknown[]) => {
          if (key.startsWith('__')) return own(...args);
          if (!NO_LOGIN.test(key) && !state.user) return record(key, fail(10004, 'not logged in'));
          if (own) {
            const r = own(...args);
            if (r instanceof Promise) return record(key, r);
            state.calls.push({ method: key, errCode: 0 });
            return r;
          }
          return record(key, Promise.resolve({ errCode: 0, errMsg: '', data: anyValue() }));
        };
      },
    },
  );
}

const sdk = createFakeSdk();
/** The module's `getSDK`: one fake per process, reset by the test before each example. */
export const getSDK = () => sdk;
