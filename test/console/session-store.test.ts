import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { clearKey, KEY_ITEM, type KeyStorage, readKey, saveKey } from '../../console/src/lib/session-store.js'

function storage(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}

describe('where the console keeps the key', () => {
  it('keeps it for the tab only unless asked to remember it', () => {
    const stores = { tab: storage(), device: storage() }
    saveKey(stores, 'pctx_tab', false)
    assert.equal(stores.tab.items.get(KEY_ITEM), 'pctx_tab')
    assert.equal(stores.device.items.size, 0)
    assert.equal(readKey(stores), 'pctx_tab')
  })

  it('keeps it on the device when asked, and never in both places', () => {
    const stores = { tab: storage(), device: storage() }
    saveKey(stores, 'pctx_tab', false)
    saveKey(stores, 'pctx_device', true)
    assert.equal(stores.device.items.get(KEY_ITEM), 'pctx_device')
    assert.equal(stores.tab.items.size, 0)
    assert.equal(readKey(stores), 'pctx_device')
    saveKey(stores, 'pctx_tab_again', false)
    assert.equal(stores.device.items.size, 0)
    assert.equal(readKey(stores), 'pctx_tab_again')
  })

  it('forgets it everywhere on sign out', () => {
    const stores = { tab: storage(), device: storage() }
    stores.tab.setItem(KEY_ITEM, 'a')
    stores.device.setItem(KEY_ITEM, 'b')
    clearKey(stores)
    assert.equal(readKey(stores), null)
    assert.equal(stores.tab.items.size + stores.device.items.size, 0)
  })
})
