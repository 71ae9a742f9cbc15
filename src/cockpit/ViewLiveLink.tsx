/**
 * Beside an article's Publish button in the cockpit: "View live", to the public page, when the article is public.
 * Rendered with the edit view on the server, so it reflects the article as the view was opened.
 */
import type { Payload } from 'payload'

import { env } from '../ground/env'
import { publicArticleUrl } from '../content/articles/publicArticleUrl'

interface ViewLiveLinkProps {
  id?: number | string
  payload: Payload
}

export async function ViewLiveLink({ id, payload }: ViewLiveLinkProps) {
  const articleId = Number(id)
  if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > 2_147_483_647) return null
  const url = await publicArticleUrl(payload, articleId, env.baseUrl)
  if (!url) return null
  return (
    <a
      className="btn btn--style-secondary btn--size-small view-live-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      style={{ margin: 0, whiteSpace: 'nowrap' }}
    >
      View live
    </a>
  )
}
