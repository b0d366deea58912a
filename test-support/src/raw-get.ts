import { connect } from 'node:net';

/**
 * Sends `GET <target>` over a real socket, the request line exactly as written (app.inject would read a
 * target such as `//host/x` as a URL of its own). Returns the status, the header block and the body once the
 * server closes the connection.
 */
export function rawGet(port: number, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}
