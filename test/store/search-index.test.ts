import { describe } from 'node:test'
import { BACKENDS } from './backends.js'
import { searchIndexContract, searchIndexStatementsContract } from './contract/search-index.js'

/** The per-project search index, on every backend (see BACKENDS for which run when). */
for (const backend of BACKENDS) {
  describe(`store contract: ${backend.name}`, () => {
    searchIndexContract(backend)
    searchIndexStatementsContract(backend)
  })
}
