import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * State kept per database, made on first use: the key is the ORM configuration every fork of one ORM shares,
 * so two ORMs (tests, a second API instance in one process) never share it.
 */
export function perDatabase<T>(create: () => T): (em: EntityManager) => T {
  const states = new WeakMap<object, T>();
  return (em) => {
    let state = states.get(em.config);
    if (state === undefined) states.set(em.config, (state = create()));
    return state;
  };
}

/**
 * One read shared by the requests of one turn of the event loop: the first caller opens a batch, every caller
 * of the same turn adds its item (by key), and the read runs once on setImmediate for all of them. Its snapshot
 * is taken after every caller arrived, so each still sees every write committed before it asked, while a busy
 * API sends one statement per turn instead of one per request. Per database.
 */
export function batchedPerTurn<Item, Result>(
  read: (em: EntityManager, items: Item[]) => Promise<Result>,
): (em: EntityManager, key: string, item: Item) => Promise<Result> {
  const open = new WeakMap<object, { items: Map<string, Item>; result: Promise<Result> }>();
  return (em, key, item) => {
    let batch = open.get(em.config);
    if (!batch) {
      const items = new Map<string, Item>();
      const result = new Promise<Result>((resolve, reject) => {
        setImmediate(() => {
          open.delete(em.config); // closed: later callers start the next batch
          read(em, [...items.values()]).then(resolve, reject);
        });
      });
      open.set(em.config, (batch = { items, result }));
    }
    batch.items.set(key, item);
    return batch.result;
  };
}
