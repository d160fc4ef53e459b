/**
 * Raw HTTP/1.1 requests with node:http on a keep-alive agent: unlike fetch, it sends the path
 * exactly as given (no dot-segment removal, no re-encoding) and any header the tests choose.
 */
import http from 'node:http';
import type { RawRequest } from './bad-requests.js';

/** A reply as received; the body is cut at 1 MiB. */
export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/**
 * Sends requests to one origin over at most `sockets` keep-alive connections. With `resend`, a
 * request that fails at once on a reused socket is sent again (up to 3 tries): what node:http
 * advises for sockets the server closed as idle while the client was reusing them.
 */
export function rawHttp(origin: string, sockets: number, timeoutMs: number, resend = true) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const once = (request: RawRequest): Promise<RawReply> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
      const req = http.request({ hostname, port, method: request.method, path: request.path, headers, agent, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 1 << 20) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no reply within ${timeoutMs} ms`)));
      req.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      req.end(request.body);
    });
  let resent = 0;
  const send = async (request: RawRequest): Promise<RawReply> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(request);
      } catch (error) {
        const { reusedSocket, code } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
        if (!resend || !reusedSocket || code !== 'ECONNRESET' || attempt >= 3) throw new Error(`${(error as Error).message} (code ${code}, reused socket ${reusedSocket}, attempt ${attempt})`);
        resent++;
      }
    }
  };
  return { send, resent: () => resent, close: () => agent.destroy() };
}
