// Preloaded (`node -r`) into the servers the benchmark starts: answers the benchmark's "memory"
// message over the IPC channel with Node's own figures (the JavaScript heap), alongside the
// resident size the benchmark reads from outside. Does nothing in a process started without IPC.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send({ memory: process.memoryUsage() });
  });
  process.channel.unref(); // the channel never keeps the server alive on its own
}
