import { describe } from 'node:test'
import { BACKENDS } from './backends.js'
import { blocksContract } from './contract/blocks.js'
import { keysContract } from './contract/keys.js'
import { projectsContract } from './contract/projects.js'
import { searchContract } from './contract/search.js'

/** The store contract: every backend passes the same suite (see BACKENDS for which run when). */
for (const backend of BACKENDS) {
  describe(`store contract: ${backend.name}`, () => {
    projectsContract(backend)
    blocksContract(backend)
    searchContract(backend)
    keysContract(backend)
  })
}
