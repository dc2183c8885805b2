// Preloaded (NODE_OPTIONS `--import`) into every Node process a Vitest run starts: the workers, and the servers and
// commands the test files start. A process whose parent is gone (a run stopped with Ctrl+C or killed, a worker that
// crashed) is handed to init; this sees that within a second and stops the process as a person would (SIGTERM: the
// server's own graceful stop), and for good 30 s later if that did not end it. A process that ends on its own is not
// held up: both timers are unref'd.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 30_000).unref();
  process.kill(process.pid, 'SIGTERM');
}, 1000);
watch.unref();
