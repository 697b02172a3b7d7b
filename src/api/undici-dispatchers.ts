// undici's two dispatchers, from its public entry: `Agent`, and `EnvHttpProxyAgent`, which
// opens each CONNECT tunnel with the `connect` method undici's entry gives every
// dispatcher. The entry also evaluates fetch, WebSocket, the caches and the mocks, and
// makes an `Agent` of its own the process's global dispatcher if Node's `fetch` has not
// made one yet; none of it sends anything. A bundle of its own (scripts/bundle.mjs),
// loaded at the first request (./connection.ts).
export { Agent, EnvHttpProxyAgent } from 'undici';
