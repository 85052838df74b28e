// Preloaded into the bench's processes (NODE_OPTIONS `--import`, by `memoryProbeEnv` in
// processes.mjs): on SIGUSR2 the process prints one line, `memory-probe {...}`, its
// `process.memoryUsage()` in bytes, which the bench reads from the process's output. It changes
// nothing else in the process.
process.on('SIGUSR2', () => {
  process.stdout.write(`memory-probe ${JSON.stringify(process.memoryUsage())}\n`);
});
