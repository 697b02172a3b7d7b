/**
 * Loaded with `node --import` into a whole docform command of the benchmark
 * (bench/process-run.ts): on exit, writes the process's own CPU time and peak RSS to
 * the file named by BENCH_RUSAGE_FILE, since Node cannot read a child's rusage.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RUSAGE_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const report = {
      cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
      maxRssMb: usage.maxRSS / 1024,
    };
    writeFileSync(file, JSON.stringify(report));
  });
}
