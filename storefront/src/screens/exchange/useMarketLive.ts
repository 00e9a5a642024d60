import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  LIVE_SOCKET_PATH,
  MARKET_NAMESPACE,
  type AccountPush,
  type MarketPush,
} from '@saray/contracts/storefront/views/exchange';
import { session } from '../../session';

export interface MarketLiveHandlers {
  /** The market's trades since the last push and its book as it now stands. */
  market(push: MarketPush): void;
  /** The signed-in customer's orders or balances on this market changed. */
  account(): void;
  /** Connected again after a break: pushes may have been missed. */
  resumed(): void;
}

/** The signed-in customer's access token while it is usable, else none (the market's data needs no account). */
function accessToken(): string | undefined {
  const record = session.get();
  return record?.access_token && session.usable(record) ? record.access_token : undefined;
}

/**
 * Keeps the pair page live over the market namespace of the socket (MarketPush, AccountPush), from mount to unmount.
 * socket.io reconnects by itself after a lost connection; a connection the server refuses (a token it no longer
 * takes) is tried once more as a visitor, then left alone: the page keeps what it read, without live updates.
 *
 * Answers whether the page is live now (connected), for the page to say so.
 *
 * @example const live = useMarketLive('BTCUSDT', { market: (p) => setBook(p), account: refresh, resumed: refresh });
 */
export function useMarketLive(symbol: string, handlers: MarketLiveHandlers): boolean {
  const latest = useRef(handlers);
  const [live, setLive] = useState(false);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let asVisitor = false;
    let connected = false;
    let closed = false;
    let socket: Socket | undefined;
    // The socket client is loaded after the page shows: it is not part of the page's first load.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const live = io(MARKET_NAMESPACE, {
        path: LIVE_SOCKET_PATH,
        transports: ['websocket'],
        // A manager of its own: the chat window's shares the path but not its reconnection rules.
        forceNew: true,
        // Read on every (re)connection, so a renewed token is the one sent.
        auth: (cb) => {
          const token = asVisitor ? undefined : accessToken();
          cb(token ? { symbol, token } : { symbol });
        },
      });
      socket = live;
      live.on('connect', () => {
        if (connected) latest.current.resumed();
        connected = true;
        setLive(true);
      });
      live.on('disconnect', () => setLive(false));
      live.on('market', (push: MarketPush) => {
        if (push?.symbol === symbol) latest.current.market(push);
      });
      live.on('account', (push: AccountPush) => {
        if (push?.symbols?.includes(symbol)) latest.current.account();
      });
      live.on('connect_error', () => {
        // Still active: socket.io tries again by itself. Refused: once more without the token, if one was sent.
        if (live.active || asVisitor || !accessToken()) return;
        asVisitor = true;
        live.connect();
      });
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [symbol]);
  return live;
}
