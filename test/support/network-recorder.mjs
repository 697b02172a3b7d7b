// Preloaded (NODE_OPTIONS=--import) into a spawned docform by tests that must prove it
// sends nothing: every connection and every name lookup is written to the file named by
// DOCFORM_TEST_NETWORK_LOG and fails at once, so that no packet leaves the machine even
// when the code under test does try.
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import process from 'node:process';

const log = process.env.DOCFORM_TEST_NETWORK_LOG;
const record = (line) => fs.appendFileSync(log, `${line}\n`);
const blocked = () => Object.assign(new Error('network blocked by the test'), { code: 'EACCES' });

net.Socket.prototype.connect = function connect(...args) {
  // net.connect hands its normalized arguments over as one array: [options, callback]
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target =
    typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  record(`connect ${target.host ?? target.path ?? ''}:${target.port ?? ''}`);
  process.nextTick(() => this.destroy(blocked()));
  return this;
};

dns.lookup = (hostname, options, callback) => {
  record(`lookup ${hostname}`);
  const done = typeof options === 'function' ? options : callback;
  process.nextTick(() => done(blocked()));
};
dns.promises.lookup = (hostname) => {
  record(`lookup ${hostname}`);
  return Promise.reject(blocked());
};
