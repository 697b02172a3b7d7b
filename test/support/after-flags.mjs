// Preloaded (`node --import`) into a spawned docform: at exit, writes to the file named
// by DOCFORM_TEST_AFTER_FLAGS the Node modules (`NativeModule NAME` of
// process.moduleLoadList) loaded after the process's first change of V8's flags, one a
// line, or `no flag` when it made none. Node's own modules loaded after that change are
// compiled from their source: V8 refuses their compiled code under other flags.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import v8 from 'node:v8';

// the global, not `node:process`: importing that module would load it before the bin does
const process = globalThis.process;

let loadedAtFlag;
const setFlags = v8.setFlagsFromString;
v8.setFlagsFromString = (flags) => {
  loadedAtFlag ??= process.moduleLoadList.length;
  return setFlags(flags);
};
// the bin imports the function by name: its binding follows the module's export
syncBuiltinESMExports();
process.on('exit', () => {
  const after =
    loadedAtFlag === undefined
      ? ['no flag']
      : process.moduleLoadList
          .slice(loadedAtFlag)
          .filter((line) => line.startsWith('NativeModule '))
          .map((line) => line.slice('NativeModule '.length));
  fs.writeFileSync(process.env.DOCFORM_TEST_AFTER_FLAGS, after.join('\n'));
});
