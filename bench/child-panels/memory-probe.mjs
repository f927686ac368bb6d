// Loaded into the server under test (node --expose-gc --import): on the benchmark's "memory" message it collects
// the garbage and answers process.memoryUsage(), so the figures are what the panels keep, not what awaits a GC.
process.on("message", (message) => {
  if (message !== "memory") return;
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
// The channel must not keep the server alive after SIGTERM.
process.channel?.unref();
