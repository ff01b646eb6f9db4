import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { ApiError, api, unwrap, type Who, whenUnauthorized, whoOf } from './api/client.js'
import { sessionAlive, signOutPerson } from './api/people.js'
import { session } from './api/session.js'
import { type Account, AccountContext, writeAccess } from './components/account.js'
import { Layout } from './components/layout.js'
import { LoadError, Loading } from './components/status-message.js'
import { messageOf } from './lib/error-message.js'
import { navigate, useLocation } from './lib/navigation.js'
import { hrefOf, parseRoute, type Route } from './lib/routes.js'
import { Authorize } from './pages/authorize.js'
import { BlockPage } from './pages/block.js'
import { BlockHistory } from './pages/block-history.js'
import { Connect } from './pages/connect.js'
import { ConnectedApps } from './pages/connected-apps.js'
import { EditBlock } from './pages/edit-block.js'
import { History } from './pages/history.js'
import { Keys } from './pages/keys.js'
import { Members } from './pages/members.js'
import { NewBlock } from './pages/new-block.js'
import { NotFound } from './pages/not-found.js'
import { Preview } from './pages/preview.js'
import { ProjectOverview } from './pages/project-overview.js'
import { Projects } from './pages/projects.js'
import { RevisionPage } from './pages/revision.js'
import { Search } from './pages/search.js'
import { Section } from './pages/section.js'
import { Sessions } from './pages/sessions.js'
import { SetPassword } from './pages/set-password.js'
import { Settings } from './pages/settings.js'
import { SignIn } from './pages/sign-in.js'
import { Users } from './pages/users.js'

function Page({ route, onSignOutEverywhere }: { route: Route; onSignOutEverywhere: () => void }) {
  switch (route.page) {
    case 'projects':
      return <Projects />
    case 'users':
      return <Users />
    case 'sessions':
      return <Sessions onSignOutEverywhere={onSignOutEverywhere} />
    case 'keys':
      return <Keys />
    case 'apps':
      return <ConnectedApps />
    case 'authorize':
      return <Authorize query={route.query} />
    case 'members':
      return <Members project={route.project} />
    case 'settings':
      return <Settings project={route.project} />
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
    case 'connect':
      return <Connect project={route.project} />
    default:
      return <NotFound />
  }
}

let announcementTimer = 0

/** The project a route belongs to, if any. */
function projectOf(route: Route): string | null {
  return 'project' in route ? route.project : null
}

/**
 * Who the console acts as: the kept key, else the person the session cookie signs in (the cookie
 * is HttpOnly: only `GET /me` can tell), else nobody (null).
 */
async function loadWho(): Promise<Who | null> {
  try {
    return whoOf(await unwrap(api.GET('/api/v1/me')))
  } catch (error) {
    // A kept key that stopped working is forgotten by the 401 handler, which says why.
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** The whole console: who is signed in, which page the URL names, and the frame around it. */
export function App() {
  const where = useLocation()
  const route = parseRoute(where.pathname, where.search)
  // undefined while `GET /me` is asked (at start, after a sign-in); null when nobody is signed in.
  const [who, setWho] = useState<Who | null | undefined>(undefined)
  const [loadError, setLoadError] = useState<ApiError | null>(null)
  const [signIns, setSignIns] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const whoRef = useRef<Who | null | undefined>(undefined)
  whoRef.current = who

  useEffect(() => {
    let current = true
    setWho(undefined)
    setLoadError(null)
    loadWho().then(
      (found) => current && setWho(found),
      (error: unknown) =>
        current && setLoadError(error instanceof ApiError ? error : new ApiError(String(error), 0)),
    )
    return () => {
      current = false
    }
  }, [signIns])

  /** Forgets who was signed in here and shows the sign-in page (with `message`, if any). */
  const signedOut = useCallback((message: string | null) => {
    session.signOut()
    whoRef.current = null
    setWho(null)
    setNotice(message)
    navigate(hrefOf({ page: 'sign-in' }))
  }, [])

  const signOut = useCallback(
    async (everywhere = false) => {
      if (whoRef.current?.kind === 'person') {
        try {
          await signOutPerson(everywhere)
        } catch (error) {
          // Still signed in on the server: say so rather than pretend.
          setAnnouncement(`Not signed out: ${messageOf(error)}`)
          return
        }
      }
      signedOut(null)
    },
    [signedOut],
  )

  useEffect(
    () =>
      whenUnauthorized((message) => {
        // A kept key that stops working signs out; a key being tried on the sign-in page just fails there.
        if (session.key()) {
          signedOut(`${message}. Sign in again.`)
          return
        }
        // A person: a 401 from a route may mean that route takes keys only; sign out only when
        // the session itself has ended (signed out elsewhere, expired, disabled).
        if (whoRef.current?.kind === 'person') {
          void sessionAlive().then((alive) => {
            if (!alive && whoRef.current?.kind === 'person') signedOut(`${message}. Sign in again.`)
          })
        }
      }),
    [signedOut],
  )

  const project = projectOf(route)
  const account = useMemo<Account | null>(() => {
    if (!who) return null
    const access = writeAccess(who, project)
    return {
      who,
      canWrite: access.canWrite,
      readOnlyReason: access.reason,
      signOut: () => void signOut(),
      announce: (message: string) => {
        // Cleared first, so the same message said twice is announced twice; cleared again
        // later, so an old message does not sit over the page.
        setAnnouncement('')
        window.setTimeout(() => setAnnouncement(message), 50)
        window.clearTimeout(announcementTimer)
        announcementTimer = window.setTimeout(() => setAnnouncement(''), 8000)
      },
    }
  }, [who, project, signOut])

  const signedIn = () => {
    setNotice(null)
    setSignIns((n) => n + 1)
    if (route.page === 'sign-in' || route.page === 'set-password')
      navigate(hrefOf({ page: 'projects' }), { replace: true })
  }

  // The one-time link's page works signed in or not: it signs in whoever the link is for.
  if (route.page === 'set-password') {
    return (
      <SetPassword
        onDone={() => {
          // A kept key would win over the new session: the person signed in as themselves.
          session.signOut()
          signedIn()
        }}
      />
    )
  }
  if (loadError) {
    return (
      <main id="main" class="sign-in">
        <LoadError error={loadError} retry={() => setSignIns((n) => n + 1)} />
      </main>
    )
  }
  if (who === undefined) {
    return (
      <main id="main" class="sign-in">
        <Loading what="the console" />
      </main>
    )
  }
  if (!account || route.page === 'sign-in') {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(newKey, remember) => {
          if (newKey === null) session.signOut()
          else session.signIn(newKey, remember)
          signedIn()
        }}
      />
    )
  }
  return (
    <AccountContext.Provider value={account}>
      <Layout who={account.who} route={route} onSignOut={account.signOut} announcement={announcement}>
        <Page
          key={`${where.pathname}${where.search}`}
          route={route}
          onSignOutEverywhere={() => void signOut(true)}
        />
      </Layout>
    </AccountContext.Provider>
  )
}
