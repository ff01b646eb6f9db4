import { useCallback, useEffect, useMemo, useState } from 'preact/hooks'
import { api, keyMe, type Me, unwrap, whenUnauthorized } from './api/client.js'
import { session } from './api/session.js'
import { type Account, AccountContext } from './components/account.js'
import { Layout } from './components/layout.js'
import { LoadError, Loading } from './components/status-message.js'
import { navigate, useLocation } from './lib/navigation.js'
import { hrefOf, parseRoute, type Route } from './lib/routes.js'
import { useLoad } from './lib/use-load.js'
import { BlockPage } from './pages/block.js'
import { BlockHistory } from './pages/block-history.js'
import { EditBlock } from './pages/edit-block.js'
import { History } from './pages/history.js'
import { NewBlock } from './pages/new-block.js'
import { NotFound } from './pages/not-found.js'
import { Preview } from './pages/preview.js'
import { ProjectOverview } from './pages/project-overview.js'
import { Projects } from './pages/projects.js'
import { RevisionPage } from './pages/revision.js'
import { Search } from './pages/search.js'
import { Section } from './pages/section.js'
import { SignIn } from './pages/sign-in.js'

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'projects':
      return <Projects />
    case 'project':
      return <ProjectOverview project={route.project} />
    case 'section':
      return <Section project={route.project} section={route.section} />
    case 'block':
      return <BlockPage project={route.project} blockKey={route.key} />
    case 'edit':
      return <EditBlock project={route.project} blockKey={route.key} />
    case 'new':
      return <NewBlock project={route.project} section={route.section} />
    case 'block-history':
      return <BlockHistory project={route.project} blockKey={route.key} />
    case 'search':
      return <Search project={route.project} q={route.q} />
    case 'history':
      return <History project={route.project} />
    case 'revision':
      return <RevisionPage project={route.project} revision={route.revision} />
    case 'preview':
      return <Preview project={route.project} format={route.format} />
    default:
      return <NotFound />
  }
}

let announcementTimer = 0

/** The whole console: who is signed in, which page the URL names, and the frame around it. */
export function App() {
  const where = useLocation()
  const route = parseRoute(where.pathname, where.search)
  const [key, setKey] = useState(session.key)
  const [notice, setNotice] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const signOut = useCallback((message: string | null = null) => {
    session.signOut()
    setKey(null)
    setNotice(message)
    navigate(hrefOf({ page: 'sign-in' }))
  }, [])
  useEffect(
    () =>
      whenUnauthorized((message) => {
        // Only a kept key can stop working; a key being tried on the sign-in page just fails there.
        if (session.key()) signOut(`${message}. Sign in again.`)
      }),
    [signOut],
  )

  const me = useLoad<Me | null>(
    () => (key ? unwrap(api.GET('/api/v1/me')).then(keyMe) : Promise.resolve(null)),
    [key],
  )
  const account = useMemo<Account | null>(
    () =>
      me.data
        ? {
            me: me.data,
            canWrite: me.data.access === 'write',
            signOut: () => signOut(),
            announce: (message: string) => {
              // Cleared first, so the same message said twice is announced twice; cleared again
              // later, so an old message does not sit over the page.
              setAnnouncement('')
              window.setTimeout(() => setAnnouncement(message), 50)
              window.clearTimeout(announcementTimer)
              announcementTimer = window.setTimeout(() => setAnnouncement(''), 8000)
            },
          }
        : null,
    [me.data, signOut],
  )

  if (!key || route.page === 'sign-in') {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(newKey, _me, remember) => {
          session.signIn(newKey, remember)
          setNotice(null)
          setKey(newKey)
          if (route.page === 'sign-in') navigate(hrefOf({ page: 'projects' }), { replace: true })
        }}
      />
    )
  }
  if (!account) {
    return (
      <main id="main" class="sign-in">
        {me.error ? <LoadError error={me.error} retry={me.reload} /> : <Loading what="your key" />}
      </main>
    )
  }
  return (
    <AccountContext.Provider value={account}>
      <Layout me={account.me} route={route} onSignOut={account.signOut} announcement={announcement}>
        <Page key={`${where.pathname}${where.search}`} route={route} />
      </Layout>
    </AccountContext.Provider>
  )
}
