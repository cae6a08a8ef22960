import http from 'node:http';
import handler from 'serve-handler';

/** Serves a folder on 127.0.0.1 at a free port; resolves with its URL and a close function. */
export function serveStatic(folder) {
  const server = http.createServer((request, response) => handler(request, response, { public: folder }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
