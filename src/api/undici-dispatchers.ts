// undici's own modules, not its index: the index also loads fetch, WebSocket, the caches
// and the mocks, twice the code to compile at the first request, and it makes its Agent
// the process's global dispatcher, which Node's built-in fetch (another undici) would
// then send through. tsconfig.json maps these paths to undici's declarations; each
// module's `module.exports` is what the declarations call its default export, hence
// the casts. These paths are undici's internals, not its public API: package.json pins
// its exact version, so an install never meets a release that moved them.
import type * as Undici from 'undici';
import agent from 'undici/lib/dispatcher/agent.js';
import dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import envHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js';
import api from 'undici/lib/api/index.js';

export const Agent = agent as unknown as typeof Undici.Agent;
export const EnvHttpProxyAgent = envHttpProxyAgent as unknown as typeof Undici.EnvHttpProxyAgent;

// what undici's index does: every dispatcher gets `request`, `stream`, `pipeline`...
Object.assign((dispatcher as unknown as typeof Undici.Dispatcher).prototype, api);
