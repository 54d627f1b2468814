import { ERROR_CODES, type TErrorCode } from '@stol/contracts';
import type { Express } from 'express';
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The API's HTTP server. Requests Node's parser refuses before Express sees them (headers or URL too large,
 * a malformed request line) get the same JSON error shape as everything else instead of a bare status line.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer(app);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const code: TErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'REQUEST_TOO_LARGE' : 'MALFORMED_REQUEST';
    const { status, message } = ERROR_CODES[code];
    const body = JSON.stringify({ error: message, code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
