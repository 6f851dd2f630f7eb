/** The Web SDK module as the examples import it, with getSDK replaced by the fake (fakeWebSdk.ts). */
export * from '@openim/wasm-client-sdk';
export { getSDK } from './fakeWebSdk.ts';
