// undici's two dispatchers, from its own modules, not its index: the index also loads
// fetch, WebSocket, the caches, the mocks and the request APIs (docform dispatches with
// a handler of its own: src/api/collect-answer.ts), several times the code to compile
// at the first request, and it makes its Agent the process's global dispatcher, which
// Node's built-in fetch (another undici) would then send through. tsconfig.json maps
// these paths to undici's declarations; each module's `module.exports` is what the
// declarations call its default export, hence the casts. These paths are undici's
// internals, not its public API: package.json pins its exact version, so an install
// never meets a release that moved them.
import type * as Undici from 'undici';
import connect from 'undici/lib/api/api-connect.js';
import agent from 'undici/lib/dispatcher/agent.js';
import dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import envHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js';

export const Agent = agent as unknown as typeof Undici.Agent;
export const EnvHttpProxyAgent = envHttpProxyAgent as unknown as typeof Undici.EnvHttpProxyAgent;

// what undici's index gives every dispatcher, of which its proxy agents need `connect`
// alone: they open each CONNECT tunnel with it
Object.assign((dispatcher as unknown as typeof Undici.Dispatcher).prototype, { connect });
