/**
 * Stoplight Prism in proxy mode with errors on, as a child process on a free loopback port, in
 * front of an upstream: every request and response is checked against the OpenAPI document, and a
 * violation is reported in the `sl-violations` header (and, with errors on, as an error reply).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const PRISM = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running Prism proxy: its base URL, what it logged, and how to stop it. */
export interface PrismProxy {
  url: string;
  output: () => string;
  close: () => Promise<void>;
}

/** Starts `prism proxy <document> <upstream> --errors` and waits until it listens (at most 60 s). */
export async function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const child: ChildProcess = spawn(PRISM, ['proxy', document, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port), '--cors', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  const collect = (chunk: Buffer) => { output += chunk.toString(); };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start within 60 s:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      if (/listening on http/i.test(output)) { clearInterval(poll); clearTimeout(timer); resolve(); }
    }, 100);
    child.once('exit', (code) => { clearInterval(poll); clearTimeout(timer); reject(new Error(`prism exited with ${code}:\n${output}`)); });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    close: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) { resolve(); return; }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
