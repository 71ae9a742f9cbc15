import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

interface CockpitPageProps extends Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> {
  /** The breadcrumb after the cockpit's logo. */
  nav: Array<{ label: string }>
  /** The page's own class, for its stylesheet. */
  className: string
  children: ReactNode
}

/**
 * A cockpit screen of our own (the inbox, security, import) in Payload's frame: its navigation, its header with the
 * actions of every page (the inbox's bell, which Payload adds only to its own views), the breadcrumb and the gutter.
 */
export function CockpitPage({ initPageResult, params, searchParams, nav, className, children }: CockpitPageProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      viewActions={req.payload.config.admin.components?.actions}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={nav} />
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
