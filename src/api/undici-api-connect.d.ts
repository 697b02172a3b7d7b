// The declaration of undici's lib/api/api-connect.js (tsconfig.json maps the path here):
// its `module.exports` is the `connect` method of a dispatcher, which undici's proxy
// agents call on their clients to open a CONNECT tunnel.
import type { Dispatcher } from 'undici';

declare const connect: Dispatcher['connect'];
export default connect;
