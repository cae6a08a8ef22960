import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from './app';
import { HEADERS_TOO_LARGE } from './middleware/edge';

/**
 * The app on a Node HTTP server. Node answers a request whose line and headers exceed
 * `maxHeaderSize` itself, before the app sees it, with a bare 431 and no body; here that
 * answer is the API's JSON error with the security headers every other response carries.
 */

/** Node's default; the app's own URL limit (middleware/edge.ts) is half of it. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Headers that describe one response rather than the shop's security policy. */
const PER_RESPONSE = new Set(['content-type', 'content-length', 'x-request-id', 'date', 'connection', 'vary', 'cache-control']);

/** The security headers the app sets on every response (CSP, HSTS, nosniff…), read from one it answers. */
async function securityHeaders(app: App): Promise<Array<[string, string]>> {
  const probe = await app.request('/api/');
  return [...probe.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
}

function rawJsonResponse(status: number, reason: string, body: unknown, headers: Array<[string, string]>): string {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

export async function listen(app: App, options: { port: number; hostname: string }): Promise<{ server: Server; port: number }> {
  const headers = await securityHeaders(app);
  const tooLarge = rawJsonResponse(431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE, headers);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.hostname, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
      (info) => resolve({ server, port: info.port }),
    ) as Server;
    // Replaces Node's default answer (a listener makes Node leave the socket to us).
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
      // As Node would: a reset needs no answer, a timeout is a 408, anything else a 400.
      if (!socket.writable || error.code === 'ECONNRESET') socket.destroy();
      else if (error.code === 'HPE_HEADER_OVERFLOW') socket.end(tooLarge);
      else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      else socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    });
  });
}
