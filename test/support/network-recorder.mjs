// Preloaded (NODE_OPTIONS=--import) into a spawned docform by tests that must prove what
// it sends where: every connection and every name lookup is written to the file named by
// DOCFORM_TEST_NETWORK_LOG. Those to loopback go ahead (a test's emulator or proxy); any
// other fails at once, so that no packet leaves the machine even when the code under test
// does try.
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import process from 'node:process';

const log = process.env.DOCFORM_TEST_NETWORK_LOG;
const record = (line) => fs.appendFileSync(log, `${line}\n`);
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;
const blocked = () => Object.assign(new Error('network blocked by the test'), { code: 'EACCES' });

const connectForReal = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  // net.connect hands its normalized arguments over as one array: [options, callback]
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target =
    typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  record(`connect ${target.host ?? target.path ?? ''}:${target.port ?? ''}`);
  if (LOOPBACK.test(target.host ?? '')) return connectForReal.apply(this, args);
  process.nextTick(() => this.destroy(blocked()));
  return this;
};

const lookupForReal = dns.lookup;
dns.lookup = (hostname, options, callback) => {
  record(`lookup ${hostname}`);
  if (LOOPBACK.test(hostname)) return lookupForReal(hostname, options, callback);
  const done = typeof options === 'function' ? options : callback;
  process.nextTick(() => done(blocked()));
};
const lookupPromiseForReal = dns.promises.lookup;
dns.promises.lookup = (hostname, options) => {
  record(`lookup ${hostname}`);
  if (LOOPBACK.test(hostname)) return lookupPromiseForReal(hostname, options);
  return Promise.reject(blocked());
};
