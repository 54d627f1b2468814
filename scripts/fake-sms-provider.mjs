// A stand-in for Twilio's Messages API for the e2e stack: it accepts every SMS the API sends (so the outbox
// records them as sent, as a real provider would) and lists what it received at GET /messages, so a suite
// can confirm a guest's SMS left the API. Never used outside the e2e stack.
import { createServer } from 'node:http';

/** Starts the fake on 127.0.0.1:`port`; resolves with the server once it listens. */
export function startFakeSmsProvider(port) {
  const received = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ messages: received }));
      return;
    }
    if (req.method === 'POST' && /\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? '')) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const message = { to: form.get('To'), from: form.get('From'), body: form.get('Body') };
        received.push(message);
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued', ...message }));
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
