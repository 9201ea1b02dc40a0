/**
 * The Node.js flags every production server is started with (`npm start`, the e2e servers, the
 * benches; server/node-flags.test.ts checks they agree).
 *
 * `--experimental-async-context-frame`: React's server renderer keeps each request in an
 * AsyncLocalStorage. On Node 22 that switches on async hooks for every promise of the process
 * (the database's, React Router's) unless AsyncLocalStorage is built on async context frames,
 * which this flag does; Node 24 does it by default and still accepts the flag. Those hooks are
 * work on every promise of every request, and the flag spares it (figures in
 * docs/performance.md). The bench's floor app is started with the same flags, so its share is
 * compared fairly.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--experimental-async-context-frame"];
