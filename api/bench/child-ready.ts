/** How a child server tells the bench runner it listens (IPC message from a forked process). */
export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export function reportReady(port: number): void {
  const message: ReadyMessage = { type: 'ready', port };
  process.send?.(message);
  // The runner's IPC channel closes when it exits, however it exits: never outlive it.
  process.once('disconnect', () => process.exit(0));
}

export const isReadyMessage = (m: unknown): m is ReadyMessage =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'ready';
