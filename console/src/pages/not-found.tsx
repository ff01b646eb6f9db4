import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'

export function NotFound() {
  return (
    <>
      <PageTitle title="Page not found" />
      <p>There is no console page at this address.</p>
      <p>
        <Link to={{ page: 'projects' }}>Go to your projects</Link>
      </p>
    </>
  )
}
