/**
 * Where the console keeps the API key: for this tab only (sessionStorage) unless the person asks
 * to be remembered on this device (localStorage). Written against a minimal storage interface so
 * the rules are tested in Node (test/console/session-store.test.ts).
 */

/** The part of the Web Storage API the console uses. */
export interface KeyStorage {
  getItem(name: string): string | null
  setItem(name: string, value: string): void
  removeItem(name: string): void
}

export interface KeyStores {
  /** Cleared when the tab closes (sessionStorage). */
  tab: KeyStorage
  /** Kept on this device (localStorage), only when asked. */
  device: KeyStorage
}

export const KEY_ITEM = 'pctx.apiKey'

/** The key to use: this tab's, else the one remembered on the device, else none. */
export function readKey(stores: KeyStores): string | null {
  return stores.tab.getItem(KEY_ITEM) ?? stores.device.getItem(KEY_ITEM)
}

/** Keeps the key for this tab, or on the device when `remember`; never in both. */
export function saveKey(stores: KeyStores, key: string, remember: boolean): void {
  clearKey(stores)
  if (remember) stores.device.setItem(KEY_ITEM, key)
  else stores.tab.setItem(KEY_ITEM, key)
}

/** Signing out forgets the key everywhere it may be kept. */
export function clearKey(stores: KeyStores): void {
  stores.tab.removeItem(KEY_ITEM)
  stores.device.removeItem(KEY_ITEM)
}
