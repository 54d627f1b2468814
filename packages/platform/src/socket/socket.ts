import { io, type Socket } from 'socket.io-client';
import { refreshSession } from '../api/base-query';
import { getApiUrl } from '../config';
import { selectAccessToken } from '../session/selectors';
import { store } from '../store';

let socket: Socket | null = null;

/**
 * The one realtime connection to the API. The `auth` callback runs on every (re)connect, so a reconnect
 * after a token refresh presents the current token rather than the one from the first connect.
 *
 * The server closes the socket when its access token expires or its session ends (logout elsewhere), and a
 * socket closed by the server does not reconnect by itself. Then: if the session already has a newer token,
 * reconnect with it; else refresh (the API client's single refresh in flight): a new token reconnects through
 * the store subscription below, a dead session clears the session (the shell shows /login). At most one
 * refresh per successful connection, so a server that keeps refusing cannot make this loop.
 */
export function getSocket(): Socket {
  if (socket) return socket;
  let presented: string | null = null;
  const created = io(getApiUrl(), {
    auth: (cb) => {
      presented = selectAccessToken(store.getState());
      cb({ token: presented });
    },
    withCredentials: true,
    transports: ['websocket', 'polling'],
  });

  let mayRefresh = true;
  created.on('connect', () => {
    mayRefresh = true;
  });
  const renew = () => {
    const current = selectAccessToken(store.getState());
    if (current === null) return;
    if (current !== presented) created.connect();
    else if (mayRefresh) {
      mayRefresh = false;
      void refreshSession(store);
    }
  };
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') renew();
  });
  created.on('connect_error', () => {
    // Not active = the server refused the handshake (e.g. the token expired meanwhile): no retry by itself.
    if (!created.active) renew();
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
