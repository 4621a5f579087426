// A lean closed-loop HTTP/1.1 load generator on raw keep-alive sockets: `connections` sockets,
// each sending the same GET as soon as the last answer has fully arrived, for a fixed time. It
// costs the client little per request (one prepared request, the answer framed by its
// Content-Length), so the server, not the client, is what a throughput figure measures. It reads
// only answers with a Content-Length (any other is counted as an error, and so is any status but
// 200).
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

export function hammer({ host = '127.0.0.1', port, path, headers = {}, connections = 32, seconds = 10 }) {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${host}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  let requests = 0;
  let errors = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port, noDelay: true });
      let buffered = Buffer.alloc(0);
      let need = -1; // bytes of the whole current answer, once its head has arrived
      const send = () => {
        if (performance.now() >= deadline) {
          socket.destroy();
          return resolve();
        }
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        resolve();
      });
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        while (true) {
          if (need < 0) {
            const end = buffered.indexOf(HEADER_END);
            if (end < 0) return;
            const head = buffered.toString('latin1', 0, end);
            const length = /\r\ncontent-length: *(\d+)/i.exec(head);
            if (!head.startsWith('HTTP/1.1 200')) errors++;
            if (!length) {
              errors++;
              socket.destroy();
              return resolve();
            }
            need = end + 4 + Number(length[1]);
            bodyBytes += Number(length[1]);
          }
          if (buffered.length < need) return;
          buffered = buffered.subarray(need);
          need = -1;
          requests++;
          send();
          if (socket.destroyed) return;
        }
      });
    });

  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    const elapsed = (performance.now() - started) / 1000;
    return { requests, errors, rps: requests / elapsed, bytesPerAnswer: requests ? bodyBytes / requests : 0 };
  });
}
