import { io, type Socket } from 'socket.io-client';
import { getApiUrl } from '../config';
import { selectAccessToken } from '../session/selectors';
import { store } from '../store';

let socket: Socket | null = null;

/**
 * The one realtime connection to the API. The `auth` callback runs on every (re)connect, so a reconnect
 * after a token refresh presents the current token rather than the one from the first connect.
 */
export function getSocket(): Socket {
  if (socket) return socket;
  const created = io(getApiUrl(), {
    auth: (cb) => cb({ token: selectAccessToken(store.getState()) }),
    withCredentials: true,
    transports: ['websocket', 'polling'],
  });
  let lastToken = selectAccessToken(store.getState());
  store.subscribe(() => {
    const token = selectAccessToken(store.getState());
    if (token === lastToken) return;
    lastToken = token;
    if (token === null) created.disconnect();
    // A server-side auth rejection stops automatic reconnection; a new token is the moment to try again.
    else if (!created.connected) created.connect();
  });
  socket = created;
  return created;
}
