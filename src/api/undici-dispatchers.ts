// undici's two dispatchers, from its public entry: `Agent`, and `EnvHttpProxyAgent`, which
// opens each CONNECT tunnel with the `connect` method undici's entry gives every
// dispatcher. The entry also evaluates fetch, WebSocket, the caches and the mocks, and
// makes an idle `Agent` of its own the process's global dispatcher (what Node's `fetch`
// would send through; nothing in docform calls `fetch`): none of it opens a connection.
// A bundle of its own (scripts/bundle.mjs), loaded at the first request (./connection.ts).
// Its cost against importing undici's lib/ modules directly is in docs/performance.md,
// "The HTTP client".
export { Agent, EnvHttpProxyAgent } from 'undici';
