/**
 * Topics a socket may follow outside any match (`watch` frames): a tournament's bracket. This
 * instance's own: a change is told to the sockets connected here (the account service calls
 * `publish` after each committed change of a tournament).
 */

/** A topic's listeners; `publish` tells each that it changed. */
export interface Topics {
  subscribe(topic: string, listener: () => void): () => void;
  publish(topic: string): void;
}

/** The in-process topics of one instance. */
export function createTopics(): Topics {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set<() => void>();
      listeners.set(topic, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    publish(topic) {
      for (const listener of listeners.get(topic) ?? []) listener();
    },
  };
}
