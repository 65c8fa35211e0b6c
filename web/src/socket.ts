// The game protocol over WebSocket (docs/protocol.md): join, answers named by frame and
// resent after a reconnect until acknowledged, reconnection with backoff.
import { acknowledges, afterReconnect, type Inflight } from './state';
import type { ServerMessage } from './types';

export interface SocketHandlers {
  onMessage(m: ServerMessage): void;
  onStatus(s: string): void;
}

export class GameSocket {
  private ws: WebSocket | null = null;
  private inflight: Inflight | null = null;
  private retry = 0;
  private closed = false;
  private pingTimer: number | undefined;

  constructor(
    private game: string,
    private token: string,
    private h: SocketHandlers,
  ) {
    this.connect();
  }

  private connect(): void {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.h.onStatus('connecting…');
    ws.onopen = () => {
      this.retry = 0;
      ws.send(JSON.stringify({ type: 'join', protocol: 2, game: this.game, token: this.token }));
      this.h.onStatus('connected');
      window.clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.send({ type: 'ping' }), 20000);
    };
    ws.onmessage = (e) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (m.type === 'state') {
        const what = afterReconnect(this.inflight, m.frame);
        if (what === 'resend' && this.inflight) this.send({ type: 'answer', frame: this.inflight.frame, n: this.inflight.n });
        if (what === 'drop') this.inflight = null;
      }
      if (acknowledges(this.inflight, m)) this.inflight = null;
      if (m.type === 'error') this.inflight = null;
      this.h.onMessage(m);
    };
    ws.onclose = () => {
      window.clearInterval(this.pingTimer);
      if (this.closed) return;
      this.h.onStatus('reconnecting…');
      const delay = Math.min(2000, 200 * 2 ** this.retry++);
      window.setTimeout(() => !this.closed && this.connect(), delay);
    };
  }

  answer(frame: number, n: number): void {
    this.inflight = { frame, n };
    this.send({ type: 'answer', frame, n });
  }

  get waiting(): boolean {
    return this.inflight !== null;
  }

  private send(m: object): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  close(): void {
    this.closed = true;
    window.clearInterval(this.pingTimer);
    this.ws?.close();
  }
}
