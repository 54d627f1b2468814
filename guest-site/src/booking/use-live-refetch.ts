import { useEffect, useState } from 'react';
import { PUBLIC_SOCKET_EVENTS, type TPublicSocketPayload } from '@stol/contracts';
import { getApiUrl } from '../api/client';

/**
 * A counter that grows when the restaurant's public events arrive (guest spec §4): the page's queries depend on
 * it, so availability is fetched again. The socket loads on demand, after the first paint. Back online after
 * being offline it grows too: the day's times are fetched again at once (issue 23 §6).
 */
export function useLiveVersion(restaurantId: number): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const refetch = () => setVersion((v) => v + 1);
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, []);
  useEffect(() => {
    let closed = false;
    let disconnect = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io(`${getApiUrl()}/public`, { transports: ['websocket'] });
      const join = () => socket.emit('join', { restaurantId });
      socket.on('connect', join);
      // After a reconnect the page may have missed events: fetch again.
      socket.io.on('reconnect', () => setVersion((v) => v + 1));
      for (const event of PUBLIC_SOCKET_EVENTS) {
        socket.on(event, (payload: TPublicSocketPayload) => {
          if (payload?.restaurantId === restaurantId) setVersion((v) => v + 1);
        });
      }
      disconnect = () => socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [restaurantId]);
  return version;
}
