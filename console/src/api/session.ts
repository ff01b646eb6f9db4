import { clearKey, type KeyStores, readKey, saveKey } from '../lib/session-store.js'

/** Storage can be refused (private windows, blocked cookies): then the key lives in memory only. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  }
}

function storage(pick: () => Storage) {
  try {
    const store = pick()
    store.getItem('pctx.probe')
    return store
  } catch {
    return memoryStorage()
  }
}

const stores: KeyStores = {
  tab: storage(() => window.sessionStorage),
  device: storage(() => window.localStorage),
}

export const session = {
  key: (): string | null => readKey(stores),
  signIn: (key: string, remember: boolean): void => saveKey(stores, key, remember),
  signOut: (): void => clearKey(stores),
}
